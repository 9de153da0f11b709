import { Group, List, Loader, Text } from '@mantine/core';
import { extractErrorText } from '@pitstop/contracts/common/errors';
import { ProblemAlert } from '~/components/ui/problem-alert';
import { useVehicleHistoryList } from '../api/list-vehicle-history';

/** The signed-in user's vehicle history, newest first. */
export function VehicleHistoryList() {
  const list = useVehicleHistoryList();
  if (list.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading your vehicle history…</Text>
      </Group>
    );
  }
  if (list.isError) return <ProblemAlert problem={extractErrorText(list.error)} />;
  if (list.data.data.length === 0) return <Text role="status">No vehicle history yet.</Text>;
  return (
    <List>
      {list.data.data.map((item) => (
        <List.Item key={item.id}>{item.name}</List.Item>
      ))}
    </List>
  );
}
