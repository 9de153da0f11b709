import { Stack, Title } from '@mantine/core';
import type { MaintenanceOverview } from '@pitstop/contracts';
import { Link, href } from 'react-router';
import { TextLink } from '~/components/ui/plain-text';
import classes from './model-index.module.css';

/**
 * Every make with all its models, each a link to the model's schedule: about a thousand links, drawn as plain list
 * items (a Mantine Anchor each made the page 760 KB of HTML and forty times slower to render, ADR 072).
 */
export function ModelIndex({ makes }: MaintenanceOverview) {
  return makes.map((make) => (
    <Stack key={make.slug} gap={6} component="section" aria-labelledby={`make-${make.slug}`}>
      <Title order={2} fz="lg" id={`make-${make.slug}`}>
        <TextLink to={href('/maintenance-schedule/:make', { make: make.slug })} inherit>
          {make.name}
        </TextLink>
      </Title>
      <ul className={classes.models} aria-label={`${make.name} models`}>
        {make.models.map((model) => (
          <li key={model.makeModel}>
            <Link to={href('/maintenance/:makeModel', { makeModel: model.makeModel })}>{model.name}</Link>
          </li>
        ))}
      </ul>
    </Stack>
  ));
}
