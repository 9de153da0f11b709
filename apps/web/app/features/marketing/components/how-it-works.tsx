import { Box, Container, Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

export const HOW_IT_WORKS_ID = 'how-it-works';

const STEPS = [
  {
    title: 'Request',
    text: "Tell us what your car needs and where it is. Not sure what's wrong? Describe the problem in your own words.",
  },
  {
    title: 'Compare offers',
    text: 'Nearby shops send upfront offers. Compare price, rating, distance and warranty side by side.',
  },
  {
    title: 'Book and pay',
    text: 'Choose a time that suits you, drop the car off, and pay by card when the job is done.',
  },
];

export function HowItWorks() {
  return (
    <Box
      component="section"
      id={HOW_IT_WORKS_ID}
      className={`${classes.section} ${classes.sectionAlt}`}
      aria-labelledby="how-it-works-title"
    >
      <Container fluid px={{ base: 'md', sm: 'xl' }}>
        <Stack gap={6} mb={40} maw={640}>
          <Text className={classes.eyebrow} size="sm">
            How it works
          </Text>
          <Title order={2} id="how-it-works-title">
            Three steps from &ldquo;something&apos;s wrong&rdquo; to fixed
          </Title>
        </Stack>
        <ol className={classes.grid3}>
          {STEPS.map((step, index) => (
            <Stack component="li" key={step.title} gap="sm">
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} fz="xl">
                {step.title}
              </Title>
              <Text c="dimmed">{step.text}</Text>
            </Stack>
          ))}
        </ol>
      </Container>
    </Box>
  );
}
