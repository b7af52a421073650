import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { consoleApi } from '../auth/api';
import { useConsoleCall } from '../common/use-console-call';
import type { OwnershipClaim } from './claim-wording';

/**
 * Hand the entry (or the account) to the claimant, or dismiss the claim. The API refuses a hand-over unless the
 * claimant is proven and within their entry limit; both actions are audited.
 */
export function ClaimActions() {
  const claim = useRecordContext<OwnershipClaim>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useConsoleCall();
  if (!claim || claim.status !== 'open') return null;
  const act = (action: 'transfer' | 'dismiss') =>
    run(async () => {
      const path = { id: claim.id };
      await (action === 'transfer'
        ? consoleApi.POST('/ownership-claims/{id}/transfer', { params: { path } })
        : consoleApi.POST('/ownership-claims/{id}/dismiss', { params: { path } }));
      notify(action === 'transfer' ? 'Handed over to the claimant' : 'Claim dismissed', { type: 'success' });
      refresh();
    });
  return (
    <Stack direction="row" spacing={1}>
      <Button
        label={claim.kind === 'post' ? 'Hand the entry to the claimant' : 'Move the account to the claimant'}
        variant="contained"
        disabled={busy || claim.proof !== 'claimant_proven'}
        onClick={() => void act('transfer')}
      >
        <CheckIcon />
      </Button>
      <Button label="Dismiss" color="error" disabled={busy} onClick={() => void act('dismiss')}>
        <CloseIcon />
      </Button>
    </Stack>
  );
}
