import type { RepairCostMake } from '@pitstop/contracts';
import type { CSSProperties } from 'react';
import { href } from 'react-router';
import { TextLink } from '~/components/ui/plain-text';
import type { PublicHead } from '~/lib/public-page';
import { RepairCostFrame } from './repair-cost-frame';
import classes from './repair-costs.module.css';

/** /repair-cost/{make}: its models, each to its jobs. */
export function RepairCostMakePage({ data, head }: { data: RepairCostMake; head: PublicHead }) {
  const { make, models } = data;
  return (
    <RepairCostFrame head={head} title={`${make.name} repair costs`} lead={`Choose your ${make.name} to see what each repair and maintenance job costs on it.`}>
      <ul className={classes.columns} style={{ '--columns-width': '11rem' } as CSSProperties} aria-label={`${make.name} models`}>
        {models.map((model) => (
          <li key={model.slug}>
            <TextLink to={href('/repair-cost/:makeName/:modelName', { makeName: make.slug, modelName: model.slug })}>
              {make.name} {model.name}
            </TextLink>
          </li>
        ))}
      </ul>
    </RepairCostFrame>
  );
}
