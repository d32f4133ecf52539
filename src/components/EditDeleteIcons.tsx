import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface EditDeleteIconsProps {
  /** What the row is, in each icon's accessible name: 'Edit Chandan', 'Delete Chandan'. */
  name: string;
  onEdit: () => void;
  /** Absent for a user who may not delete (only admins delete). */
  onDelete?: () => void;
}

/** A table row's Edit icon and, when it may be deleted, its Delete icon, each with its tooltip. */
export function EditDeleteIcons({ name, onEdit, onDelete }: EditDeleteIconsProps) {
  return (
    <>
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
