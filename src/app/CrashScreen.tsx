import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';

interface CrashScreenProps {
  errorId: string;
  message: string;
  onTryAgain: () => void;
}

export function CrashScreen({ errorId, message, onTryAgain }: CrashScreenProps) {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560}>
        <Title order={2}>Oops! Something went wrong</Title>
        <Text c="dimmed" ta="center">
          {message}
        </Text>
        <Text size="sm">
          Error id: <Code>{errorId}</Code>
        </Text>
        <Group>
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
