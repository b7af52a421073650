import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';

/**
 * A list's "add" and "remove" with their words beside the icon (react-admin's are a bare ⊕ and ⊖, whose
 * meaning shows only on hover, never on a phone).
 */
export function AddItemButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {label}
    </Button>
  );
}

export function RemoveItemButton({ label = 'Remove' }: { label?: string }) {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <Button size="small" color="warning" startIcon={<RemoveIcon />} onClick={() => remove()}>
      {label}
    </Button>
  );
}
