import { Box } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SelectInput, TextField } from 'react-admin';
import type { MediaUpload } from '../auth/api';
import { IstDateField } from '../common/dates';

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    choices={[
      { id: 'image', name: 'Images' },
      { id: 'film', name: 'Films' },
    ]}
  />,
];

/** Everything uploaded for the site (in the content editor), newest first: copy a path to reuse a file. */
export default function MediaList() {
  return (
    <List title="Media" filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<MediaUpload>
          label="Preview"
          render={(upload) =>
            upload.kind === 'image' ? (
              <Box component="img" src={upload.url} alt="" sx={{ height: 40, maxWidth: 120, objectFit: 'contain' }} />
            ) : (
              'Film'
            )
          }
        />
        <TextField source="url" label="Path (to paste in the content)" sortable={false} />
        <TextField source="originalName" label="Uploaded file" emptyText="—" sortable={false} />
        <NumberField source="bytes" label="Size (bytes)" />
        <IstDateField source="createdAt" label="When" showTime />
      </Datagrid>
    </List>
  );
}
