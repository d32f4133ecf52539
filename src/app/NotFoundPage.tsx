import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  // The router keys the first page of a visit 'default': going back from there would leave the app.
  const openedDirectly = useLocation().key === 'default';
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md">
        <Title order={2}>404 - Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist.</Text>
        <Group>
          <Button variant="default" onClick={() => (openedDirectly ? navigate('/') : navigate(-1))}>
            Go Back
          </Button>
          <Button onClick={() => navigate('/')}>Go Home</Button>
        </Group>
      </Stack>
    </Center>
  );
}
