import { Alert, Button, Group, List, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconPlayerPlay,
  IconPlayerStop,
  IconTrash,
} from '@tabler/icons-react';
import { planShortfalls, shortfallMessage } from '../../domain/inventory/orderStock';
import { orderDateProblem } from '../../domain/orders/orderLines';
import type { Catalogue } from '../../domain/records';
import { mergeSessionStore, useMergeSession } from '../../stores/useMergeSession';
import { countFiles } from '../../stores/mergeSession';
import { serverToday, useServerClock } from '../../stores/useServerClock';
import { ClockSkewWarning } from './ClockSkewWarning';
import { LAYOUT_LABEL, MERGE_OPTIONS_ID } from './mergeOptionLabels';
import { formatCount } from '../../domain/format';

interface MergeControlsProps {
  /** Undefined until the local database has answered. */
  catalogue: Catalogue | undefined;
}

const STAGE_LABEL = { reading: 'Reading pages', writing: 'Writing labels' } as const;

/** Each stage counts its own pages; the bar is half reading, half writing, so it never goes back. */
function MergeProgress() {
  const progress = useMergeSession((state) => state.progress);
  const share = progress && progress.total ? progress.done / progress.total : 0;
  const percent = Math.round((progress?.stage === 'writing' ? 50 + share * 50 : share * 50) * 10) / 10;
  return (
    <Stack gap={4}>
      <Progress value={percent} animated aria-label="Merge progress" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {progress
          ? `${STAGE_LABEL[progress.stage]}: ${formatCount(progress.done)} / ${formatCount(progress.total)}`
          : 'Reading files…'}
      </Text>
    </Stack>
  );
}

/**
 * A merge read but not recorded: its lines would take categories below 0. Shown under the merge
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
            <List.Item key={entry.categoryId}>{shortfallMessage(entry)}</List.Item>
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

/** Unfolds the options where the result would be; a short note says what they are meanwhile. */
function OptionsToggle() {
  const shown = useMergeSession((state) => state.optionsShown);
  const layout = useMergeSession((state) => state.options.layout);
  return (
    <Group gap="xs" ml="auto" align="center">
      <Text size="sm" c="dimmed">
        {LAYOUT_LABEL[layout]}
      </Text>
      <Button
        variant="subtle"
        aria-expanded={shown}
        aria-controls={MERGE_OPTIONS_ID}
        rightSection={shown ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        onClick={() => mergeSessionStore.getState().showOptions(!shown)}
      >
        Options
      </Button>
    </Group>
  );
}

/** Order date, start and cancel, clearing everything, the options' fold, and a wrong clock said before merging. */
export function MergeControls({ catalogue }: MergeControlsProps) {
  const loading = useMergeSession((state) => state.loading);
  const fileCount = useMergeSession((state) => countFiles(state.files));
  const hasResult = useMergeSession((state) => state.finalPdf !== null || state.summary !== null);
  const orderDate = useMergeSession((state) => state.orderDate);
  const waitingOnStock = useMergeSession((state) => state.stockPlan !== null);
  const [confirming, confirm] = useDisclosure(false);
  const session = mergeSessionStore.getState;
  const clockOffset = useServerClock();
  const today = serverToday();

  const clearAll = () => {
    confirm.close();
    session().clearAll();
  };

  return (
    <Stack gap="sm">
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
        <OptionsToggle />
      </Group>
      <ClockSkewWarning offset={clockOffset} today={today} />
      {loading && <MergeProgress />}
      {/* Below the buttons: arriving, it pushes nothing the user is about to click. */}
      <StockPlanCheck />
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
