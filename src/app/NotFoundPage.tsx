import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md">
        <Title order={2}>404 - Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist.</Text>
        <Group>
          <Button variant="default" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button onClick={() => navigate('/')}>Go Home</Button>
        </Group>
      </Stack>
    </Center>
  );
}
