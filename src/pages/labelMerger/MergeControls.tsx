import { Alert, Button, Group, List, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { planShortfallMessage, planShortfalls } from '../../domain/inventory/orderStock';
import { localDateKey, orderDateProblem } from '../../domain/orders/orderLines';
import type { Catalogue } from '../../domain/records';
import { mergeSessionStore, useMergeSession } from '../../stores/useMergeSession';
import { countFiles } from '../../stores/mergeSession';

interface MergeControlsProps {
  /** Undefined until the local database has answered. */
  catalogue: Catalogue | undefined;
}

function MergeProgress() {
  const progress = useMergeSession((state) => state.progress);
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Stack gap={4}>
      <Progress value={percent} animated aria-label="Merge progress" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {progress ? `${progress.done} / ${progress.total} pages` : 'Reading files…'}
      </Text>
    </Stack>
  );
}

/**
 * A merge read but not recorded: its lines would take categories below 0. Shown above the merge
 * button before anything is recorded; the user merges anyway (the categories are emptied) or
 * gives the merge up.
 */
function StockPlanCheck() {
  const plan = useMergeSession((state) => state.stockPlan);
  if (!plan) return null;
  const session = mergeSessionStore.getState;
  return (
    <Alert color="orange" title="Not enough stock for this merge" icon={<IconAlertTriangle size={18} />}>
      <Stack gap="xs">
        <List size="sm">
          {planShortfalls(plan).map((entry) => (
            <List.Item key={entry.categoryId}>{planShortfallMessage(entry)}</List.Item>
          ))}
        </List>
        <Text size="sm">Nothing is recorded yet. Merging anyway records the orders and takes what stock there is.</Text>
        <Group>
          <Button color="orange" onClick={() => void session().mergeAnyway()}>
            Merge anyway
          </Button>
          <Button variant="default" onClick={() => session().cancelMerge()}>
            Cancel merge
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Order date, start and cancel, and clearing everything. */
export function MergeControls({ catalogue }: MergeControlsProps) {
  const loading = useMergeSession((state) => state.loading);
  const fileCount = useMergeSession((state) => countFiles(state.files));
  const hasResult = useMergeSession((state) => state.finalPdf !== null || state.summary !== null);
  const orderDate = useMergeSession((state) => state.orderDate);
  const waitingOnStock = useMergeSession((state) => state.stockPlan !== null);
  const [confirming, confirm] = useDisclosure(false);
  const session = mergeSessionStore.getState;
  const today = localDateKey(new Date());

  const clearAll = () => {
    confirm.close();
    session().clearAll();
  };

  return (
    <Stack gap="sm">
      <StockPlanCheck />
      <Group align="flex-end">
        <TextInput
          type="date"
          label="Record orders for"
          description="Today, or a later day"
          min={today}
          value={orderDate ?? today}
          error={orderDate && orderDateProblem(orderDate, today)}
          disabled={loading}
          onChange={(event) => {
            const value = event.currentTarget.value;
            session().setOrderDate(!value || value === today ? null : value);
          }}
        />
        {loading ? (
          <Button color="red" variant="light" leftSection={<IconPlayerStop size={16} />} onClick={() => session().cancelMerge()}>
            Cancel merge
          </Button>
        ) : (
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            disabled={fileCount === 0 || !catalogue || waitingOnStock}
            onClick={() => catalogue && void session().startMerge(catalogue)}
          >
            Merge labels
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconTrash size={16} />}
          disabled={fileCount === 0 && !hasResult && !loading}
          onClick={() => (hasResult ? confirm.open() : session().clearAll())}
        >
          Clear all
        </Button>
      </Group>
      {loading && <MergeProgress />}
      <Modal opened={confirming} onClose={confirm.close} title="Clear everything?">
        <Stack>
          <Text size="sm">This removes every file and the merged PDF with its summary. Recorded orders stay recorded.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Keep them
            </Button>
            <Button color="red" onClick={clearAll}>
              Clear all
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
