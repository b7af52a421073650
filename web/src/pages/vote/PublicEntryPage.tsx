import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { themeLabel } from '../../api/submissions-api';
import { castVote, fetchPublicEntry, type PublicEntry } from '../../api/votes-api';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { PageHeader } from '../../components/PageHeader';
import { formatCount, formatDateTime } from '../../lib/format';
import { useDocumentMeta } from '../../lib/hooks';
import { shareOrCopy } from '../../lib/share';
import { creatorTypeBadge } from '../leaderboard/display-entry';
import { VerifyMobileDialog } from './VerifyMobileDialog';

/** /entries/:id — the shareable page of one entry, where anyone signed in can vote for it. */
export default function PublicEntryPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['entry', id];
  const entry = useQuery({ queryKey, queryFn: ({ signal }) => fetchPublicEntry(id, signal) });
  const title = entry.data ? `${entry.data.user.displayName}'s AI film — AI Film Contest` : 'AI Film Contest entry';
  useDocumentMeta(title, 'Watch this AI short film and vote for it in the AI Film Contest.');

  if (entry.isPending) return <PageHeader eyebrow="Entry" title="Loading the entry…" />;
  if (entry.isError || !entry.data) {
    const missing = entry.error instanceof ApiError && entry.error.status === 404;
    return (
      <PageHeader eyebrow="Entry" title={missing ? 'This entry is not public' : 'The entry could not be loaded'}>
        <Link to="/submissions" className="underline">
          See the leaderboard
        </Link>
      </PageHeader>
    );
  }
  const onVoted = (votes: number) =>
    queryClient.setQueryData<PublicEntry>(queryKey, (old) =>
      old ? { ...old, metrics: { ...old.metrics, votes } } : old,
    );
  return <EntryView entry={entry.data} onVoted={onVoted} />;
}

function EntryView({ entry, onVoted }: { entry: PublicEntry; onVoted: (votes: number) => void }) {
  const facts = [
    { term: 'Rank', value: entry.rank === null ? 'Not ranked yet' : `#${entry.rank}` },
    { term: 'Votes', value: formatCount(entry.metrics.votes) },
    { term: 'Views', value: formatCount(entry.metrics.views) },
    { term: 'Theme', value: themeLabel(entry.category) ?? '—' },
    { term: 'Creator', value: creatorTypeBadge(entry.creatorCategory) ?? '—' },
    { term: 'State', value: entry.state ?? '—' },
  ];
  return (
    <>
      <PageHeader eyebrow="AI Film Contest entry" title={`${entry.user.displayName}'s film`} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-[1fr_1.1fr] sm:px-6">
        <InstagramEmbed url={entry.instagramUrl} title={`${entry.user.displayName}'s film`} />
        <div>
          <dl className="grid grid-cols-2 gap-3">
            {facts.map((fact) => (
              <div key={fact.term} className="rounded-2xl bg-cream-100 px-4 py-3">
                <dt className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{fact.term}</dt>
                <dd className="mt-0.5 font-semibold text-ink-900" data-testid={`entry-${fact.term.toLowerCase()}`}>
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <VoteBlock entry={entry} onVoted={onVoted} />
        </div>
      </div>
    </>
  );
}

function VoteBlock({ entry, onVoted }: { entry: PublicEntry; onVoted: (votes: number) => void }) {
  const { isAuthenticated, signIn } = useAuth();
  const [verifying, setVerifying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const vote = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const accepted = await castVote(entry.submissionId);
      onVoted(accepted.votes);
      const next = formatDateTime(accepted.nextVoteAt);
      setMessage(
        next ? `Thank you for voting! You can vote for this film again from ${next}.` : 'Thank you for voting!',
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'voter_unverified') setVerifying(true);
      else setMessage(errorMessage(error, 'Your vote could not be counted. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const share = () =>
    void shareOrCopy({
      title: 'Vote for this AI film',
      text: `Vote for ${entry.user.displayName}'s film in the AI Film Contest`,
      url: window.location.href,
    });

  return (
    <div className="mt-6 grid gap-3">
      {entry.voting === null ? (
        <p className="text-ink-700">Voting is not open for this entry right now.</p>
      ) : isAuthenticated ? (
        <button type="button" disabled={busy} onClick={() => void vote()} className={buttonClass('primary', 'lg')}>
          Vote for this film
        </button>
      ) : (
        <button type="button" onClick={() => void signIn()} className={buttonClass('primary', 'lg')}>
          Sign in to vote
        </button>
      )}
      {message ? (
        <p role="status" className="font-semibold text-ink-900">
          {message}
        </p>
      ) : null}
      <button type="button" onClick={share} className={buttonClass('ghost-light', 'md')}>
        Share: “vote for my film”
      </button>
      <VerifyMobileDialog
        open={verifying}
        onClose={() => setVerifying(false)}
        onVerified={() => {
          setVerifying(false);
          void vote();
        }}
      />
    </div>
  );
}
