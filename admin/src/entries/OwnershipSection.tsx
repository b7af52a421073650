import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import { formatIst } from '../common/dates';
import type { components } from '../api/schema';

/** GET /admin/entries/{id} `ownership` (organisers only). */
type Ownership = components['schemas']['OwnershipDto'];

/** GET /admin/entries/{id} `claims`: the other entries of the same post, rejected ones included. */
type Claim = components['schemas']['ClaimDto'];

/** GET /admin/entries/{id} `ownershipClaims`: who else says this post (or its account) is theirs. */
type OwnershipClaim = components['schemas']['OwnershipClaimDto'];

const PROOF: Record<OwnershipClaim['proof'], string> = {
  claimant_proven: 'claimant proven',
  entrant_proven: 'entrant proven',
  unproven: 'unproven',
};

const at = (name: string | null) => (name ? `@${name}` : '—');
const when = (iso: string) => formatIst(iso);

const INVITATION: Record<NonNullable<Ownership['invitation']>, string> = {
  accepted: 'accepted: the contest account is a collaborator',
  pending: 'pending: waiting to be accepted',
  missing: 'never received: remind the entrant to invite the contest account',
};

/** Whose post it is: a mismatch is shown first and loudly, then the facts, then every other claim. */
export function OwnershipSection() {
  const record = useRecordContext<{ ownership?: Ownership; claims?: Claim[]; ownershipClaims?: OwnershipClaim[] }>();
  const ownership = record?.ownership;
  if (!ownership) return null;
  const claims = record?.claims ?? [];
  const ownershipClaims = record?.ownershipClaims ?? [];
  return (
    <Stack spacing={1.5}>
      {ownership.ownerMatches === false && (
        <Alert severity="error">
          Posted by {at(ownership.ownerUsername)}, not by the entrant ({at(ownership.entrantHandle)}). This entry is
          never verified or accepted automatically.
        </Alert>
      )}
      {!ownership.entrantVerified && (
        <Alert severity="warning">
          The entrant has not proven an Instagram account (their ownership code was never seen in a caption): the owner
          check cannot pass{ownership.entrantHandle ? ', and the handle they typed proves nothing' : ''}.
        </Alert>
      )}
      {ownership.invitation === 'missing' && <Alert severity="warning">Collab invitation never received.</Alert>}
      <Typography variant="body2" component="div">
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, margin: 0 }}>
          <dt>Entrant’s handle</dt>
          <dd style={{ margin: 0 }}>
            {at(ownership.entrantHandle)}
            {ownership.entrantHandle ? (ownership.entrantVerified ? ' (verified)' : ' (unverified)') : ''}
          </dd>
          <dt>Owner per Instagram</dt>
          <dd style={{ margin: 0 }}>{ownership.ownerUsername ? at(ownership.ownerUsername) : 'not known yet'}</dd>
          <dt>Owner matches</dt>
          <dd style={{ margin: 0 }}>
            {ownership.ownerMatches === null ? 'unknown' : ownership.ownerMatches ? 'yes' : 'NO'}
          </dd>
          <dt>Username in the link</dt>
          <dd style={{ margin: 0 }}>
            {ownership.linkUsername ? `${at(ownership.linkUsername)} (a hint, not proof)` : '—'}
          </dd>
          <dt>Account readable</dt>
          <dd style={{ margin: 0 }}>
            {ownership.accountReadable === false
              ? 'no: a personal account, not readable until the Collab is accepted'
              : ownership.accountReadable
                ? 'yes (professional account)'
                : 'unknown'}
          </dd>
          <dt>Collab invitation</dt>
          <dd style={{ margin: 0 }}>{ownership.invitation ? INVITATION[ownership.invitation] : 'not known yet'}</dd>
        </dl>
      </Typography>
      {ownershipClaims.length > 0 ? (
        <Table size="small" aria-label="Ownership claims on this entry">
          <TableHead>
            <TableRow>
              <TableCell>Ownership claim</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Proof</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ownershipClaims.map((claim) => (
              <TableRow key={claim.id}>
                <TableCell>
                  <Link to={`/ownership-claims/${claim.id}/show`}>
                    {claim.claimantName ?? 'no name yet'}
                    {claim.kind === 'account' ? ` (account @${claim.username ?? ''})` : ''}
                  </Link>
                </TableCell>
                <TableCell>{when(claim.lastAttemptAt)}</TableCell>
                <TableCell>{PROOF[claim.proof]}</TableCell>
                <TableCell>{claim.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {claims.length > 0 ? (
        <Table size="small" aria-label="Other claims on this post">
          <TableHead>
            <TableRow>
              <TableCell>Other claim</TableCell>
              <TableCell>Handle</TableCell>
              <TableCell>Entered</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {claims.map((claim) => (
              <TableRow key={claim.id}>
                <TableCell>
                  <Link to={`/entries/${claim.id}/show`}>{claim.author ?? 'no name yet'}</Link>
                </TableCell>
                <TableCell>{at(claim.instagramHandle)}</TableCell>
                <TableCell>{when(claim.createdAt)}</TableCell>
                <TableCell>
                  {claim.status}
                  {claim.statusReason ? ` (${claim.statusReason})` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nobody else has entered this post.
        </Typography>
      )}
    </Stack>
  );
}
