import { Group, List, Loader, Text } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useCarCareList } from '../api/list-car-care';

/** The signed-in user's car care, newest first. */
export function CarCareList() {
  const list = useCarCareList();
  if (list.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading your car care…</Text>
      </Group>
    );
  }
  if (list.isError) return <ProblemAlert problem={extractErrorText(list.error)} />;
  if (list.data.data.length === 0) return <Text role="status">No car care yet.</Text>;
  return (
    <List>
      {list.data.data.map((item) => (
        <List.Item key={item.id}>{item.name}</List.Item>
      ))}
    </List>
  );
}
