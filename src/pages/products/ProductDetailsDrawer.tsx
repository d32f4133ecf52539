import { Alert, Badge, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PLATFORM_LABEL } from '../../components/platformLabel';
import { ScreenLoader } from '../../components/ScreenLoader';
import { useLiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { productDetails, type ProductDetails } from '../../db/products';
import { UNCATEGORIZED } from '../../domain/labels/catalogue';
import type { Platform } from '../../domain/records';
import { COST_SOURCE_COLOR, costSourceText, formatPrice, type Option } from './formatting';
import { DeleteProductButton } from './DeleteProductButton';
import { ProductEditForm } from './ProductEditForm';
import { UpdateFailureAlert } from './UpdateFailureAlert';
import { useProductUpdate } from './useProductUpdate';
import { formatCount, formatDateTime } from '../../domain/format';

export interface OpenProduct {
  sku: string;
  platform: Platform;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

const when = (iso: string) => (iso ? formatDateTime(iso) : '');

function DetailsBody({ details, categories, onClose }: { details: ProductDetails; categories: Option[]; onClose: () => void }) {
  const { product, category, costPrice } = details;
  const update = useProductUpdate();
  const { metadata, inventory } = product;
  const serial = product.platform === 'amazon' ? metadata.amazonSerialNumber : metadata.flipkartSerialNumber;

  return (
    <Stack>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Cost price
        </Text>
        <Group gap="xs">
          <Title order={3} aria-label="Resolved cost price">
            {formatPrice(costPrice.value)}
          </Title>
          <Badge variant="light" color={COST_SOURCE_COLOR[costPrice.source]} tt="none">
            {costPrice.source}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {costSourceText(costPrice.source, category)}
        </Text>
      </Stack>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="SKU">{product.sku}</Fact>
        <Fact label="Platform">{PLATFORM_LABEL[product.platform]}</Fact>
        <Fact label="Category">{category?.name ?? UNCATEGORIZED}</Fact>
        <Fact label="Selling price">{formatPrice(product.sellingPrice)}</Fact>
        <Fact label="Listing status">{metadata.listingStatus}</Fact>
        <Fact label="MOQ">{metadata.moq}</Fact>
        <Fact label={product.platform === 'amazon' ? 'ASIN' : 'Flipkart serial number'}>{serial ?? ''}</Fact>
        <Fact label="Last imported from">{metadata.lastImportedFrom ?? ''}</Fact>
        <Fact label="Stock">
          {inventory ? `${formatCount(inventory.quantity)} (low at ${formatCount(inventory.lowStockThreshold)})` : ''}
        </Fact>
        <Fact label="Imported">{when(metadata.createdAt)}</Fact>
      </SimpleGrid>
      <Divider label="Edit" labelPosition="left" />
      <UpdateFailureAlert failure={update.failure} onClose={update.dismiss} />
      {/* Keyed by id: another product gets a fresh form; a synced change to this one keeps the user's typing. */}
      <ProductEditForm
        key={product.id}
        product={product}
        categories={categories}
        busy={update.busy}
        onSave={(changes) => void update.run([product.id], changes)}
        onAttempt={update.dismiss}
      />
      <DeleteProductButton product={product} onDeleted={onClose} />
    </Stack>
  );
}

/** A product's details with its resolved cost price and where it came from, and its edit form. */
export function ProductDetailsDrawer({
  open,
  categories,
  onClose,
}: {
  open: OpenProduct | null;
  categories: Option[];
  onClose: () => void;
}) {
  const sku = open?.sku;
  const platform = open?.platform;
  const state = useLiveRead(
    async () => (sku === undefined ? null : productDetails(localDatabase(), sku, platform)),
    [sku, platform],
  );

  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={open ? `Product ${open.sku} (${PLATFORM_LABEL[open.platform]})` : 'Product'}
    >
      {state.status === 'failed' ? (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      ) : state.status === 'ready' && state.value ? (
        // Keyed by product: another product starts without this one's failed save.
        <DetailsBody key={state.value.product.id} details={state.value} categories={categories} onClose={onClose} />
      ) : (
        <ScreenLoader />
      )}
    </Drawer>
  );
}
