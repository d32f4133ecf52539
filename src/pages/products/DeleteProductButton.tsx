import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { localDatabase } from '../../db/localDatabase';
import { removeRecord } from '../../db/writes';
import { isAdmin } from '../../domain/roles';
import type { Product } from '../../domain/records';
import { useAuth } from '../../stores/useAuth';
import { ActionError } from '../categories/ActionError';
import { useAction } from '../categories/useAction';

/** An admin's deletion of one listing, after a confirmation; a plain user is not offered it. */
export function DeleteProductButton({ product, onDeleted }: { product: Product; onDeleted: () => void }) {
  const admin = useAuth((state) => isAdmin(state.user));
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(
    async () => {
      await removeRecord(localDatabase(), 'products', product.id);
      notifications.show({ color: 'green', message: `Product ${product.sku} deleted` });
      onDeleted();
    },
    { prefix: 'Failed to delete product' },
  );
  if (!admin) return null;
  if (!confirming) {
    return (
      <Button
        color="red"
        variant="light"
        onClick={() => {
          remove.clearError();
          setConfirming(true);
        }}
      >
        Delete product
      </Button>
    );
  }
  return (
    <Group gap="xs" role="group" aria-label={`Delete ${product.sku}?`}>
      <Text size="sm">
        Delete {product.sku} ({PLATFORM_LABEL[product.platform]}) from every station? Its orders and its category's stock stay.
      </Text>
      <Button color="red" loading={remove.busy} onClick={() => void remove.run()}>
        Delete
      </Button>
      <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
        Keep it
      </Button>
      <ActionError error={remove.error} />
    </Group>
  );
}
