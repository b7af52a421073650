import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { TextInput, useWrappedSource, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { uploadMedia, type MediaUpload } from '../auth/api';

const ACCEPT: Record<MediaUpload['kind'], string> = {
  image: 'image/jpeg,image/png,image/webp',
  film: 'video/mp4',
};

/**
 * A path on this site (e.g. /media/…) with an upload button beside it: the file goes to the API, which checks
 * it (type and size) and answers with the path to store. The path stays editable, to reuse an earlier upload
 * (the Media list) or clear the field. A refusal is shown under the field in the API's words.
 */
export function MediaPathInput({
  source,
  label,
  kind,
  validate,
}: {
  source: string;
  label: string;
  kind: MediaUpload['kind'];
  validate?: Validator;
}) {
  // Inside a list (jury members) the field's real name carries the item's index: `jury.0.photoUrl`.
  const name = useWrappedSource(source);
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { url } = await uploadMedia(kind, file);
      setValue(name, url, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', width: '100%' }}>
      <TextInput source={source} label={label} validate={validate} sx={{ flex: '1 1 320px' }} />
      <Box sx={{ pt: 1 }}>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT[kind]}
          aria-label={`Upload ${label}`}
          hidden
          onChange={(event) => void upload(event)}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
        >
          Upload
        </Button>
        <FormHelperText>{kind === 'image' ? 'JPEG, PNG or WebP; resized for the site' : 'MP4 only'}</FormHelperText>
        {error ? (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        ) : null}
      </Box>
      {kind === 'image' && typeof value === 'string' && value.startsWith('/media/') ? (
        <Box component="img" src={value} alt="" sx={{ height: 56, maxWidth: 160, objectFit: 'contain', mt: 1 }} />
      ) : null}
    </Box>
  );
}
