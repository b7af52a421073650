import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/api-error';
import { signInWithPhoneCode, startPhoneSignIn } from '../../api/auth-api';
import { castVote, fetchPublicEntry, startPhoneVerification, verifyPhone, type PublicEntry } from '../../api/votes-api';
import { fetchMySubmissions } from '../../api/submissions-api';
import { MY_SUBMISSIONS_QUERY_KEY } from '../../auth/query-keys';
import { rememberSignInReturn } from '../../auth/sign-in-return';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, formatExact } from '../../lib/format';
import { useDocumentMeta } from '../../lib/hooks';
import { sharedAddress, shareOrCopy } from '../../lib/share';
import { creatorTypeBadge } from '../leaderboard/display-entry';
import { VerifyMobileDialog } from './VerifyMobileDialog';
import { useTranslation } from '../../i18n/react';
import { categoryLabel, stateName } from '../../content/translated-rules';
import { useBranding } from '../../content/use-branding';

/** /entries/:id — the shareable page of one entry, where anyone signed in can vote for it. */
export default function PublicEntryPage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['entry', id];
  const entry = useQuery({ queryKey, queryFn: ({ signal }) => fetchPublicEntry(id, signal) });
  const title = entry.data
    ? `${t('vote.filmOf', { name: entry.data.user.displayName })} — ${contestName}`
    : t('vote.entryOf', { contestName });
  useDocumentMeta(title, t('vote.metaDescription', { contestName }));

  if (entry.isPending) return <PageHeader eyebrow={t('vote.entry')} title={t('vote.loading')} />;
  if (entry.isError || !entry.data) {
    const missing = entry.error instanceof ApiError && entry.error.status === 404;
    return (
      <PageHeader eyebrow={t('vote.entry')} title={missing ? t('vote.notPublic') : t('vote.loadFailed')}>
        <Link to="/submissions" className="underline">
          {t('vote.seeBoard')}
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
  const { t } = useTranslation();
  const { contestName } = useBranding();
  // `id` names the fact for tests (data-testid), whatever the language.
  const facts = [
    { id: 'rank', term: t('board.rank'), value: entry.rank === null ? t('vote.notRanked') : `#${entry.rank}` },
    { id: 'votes', term: t('board.votes'), value: formatExact(entry.metrics.votes) },
    { id: 'views', term: t('board.views'), value: formatExact(entry.metrics.views) },
    {
      id: 'theme',
      term: t('vote.theme'),
      value: entry.category ? categoryLabel(entry.category, entry.category) : '—',
    },
    { id: 'creator', term: t('vote.creator'), value: creatorTypeBadge(entry.creatorCategory) ?? '—' },
    { id: 'state', term: t('profile.badges.state'), value: entry.state ? stateName(entry.state) : '—' },
  ];
  const film = t('vote.film', { name: entry.user.displayName });
  return (
    <>
      <PageHeader eyebrow={t('vote.entryOf', { contestName })} title={film} />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] sm:px-6">
        <InstagramEmbed url={entry.instagramUrl} title={film} />
        <div>
          <dl className="grid grid-cols-2 gap-3">
            {facts.map((fact) => (
              <div key={fact.id} className="rounded-2xl bg-cream-100 px-4 py-3">
                <dt className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{fact.term}</dt>
                <dd className="mt-0.5 font-semibold text-ink-900" data-testid={`entry-${fact.id}`}>
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
  const { t } = useTranslation();
  const { contestName } = useBranding();
  const { isAuthenticated, signIn } = useAuth();
  const [verifying, setVerifying] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  // Vote is disabled while a vote is sent, so it has lost focus by the time the dialog opens: name it.
  const voteButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // "Vote for my film" is the creator's line: only on their own film, and only while votes can be cast.
  const mine = useQuery({
    queryKey: MY_SUBMISSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchMySubmissions(signal),
    enabled: isAuthenticated && entry.voting !== null,
  });
  const canShare = entry.voting !== null && mine.data?.some((own) => own.id === entry.submissionId) === true;

  const vote = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const accepted = await castVote(entry.submissionId);
      onVoted(accepted.votes);
      const next = formatDateTime(accepted.nextVoteAt);
      setMessage(next ? t('vote.thanksNext', { next }) : t('vote.thanks'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'voter_unverified') setVerifying(true);
      else setMessage(errorMessage(error, t('vote.failed')));
    } finally {
      setBusy(false);
    }
  };

  const share = () =>
    void shareOrCopy({
      title: t('vote.shareTitle'),
      text: t('vote.shareText', { name: entry.user.displayName, contestName }),
      url: sharedAddress(`/entries/${entry.submissionId}`),
    });

  return (
    <div className="mt-6 grid gap-3">
      {entry.voting === null ? (
        <p className="text-ink-700">{t('vote.notOpen')}</p>
      ) : isAuthenticated ? (
        <button
          ref={voteButton}
          type="button"
          disabled={busy}
          onClick={() => void vote()}
          className={buttonClass('primary', 'lg')}
        >
          {t('vote.vote')}
        </button>
      ) : (
        <button
          ref={voteButton}
          type="button"
          onClick={() => setSigningIn(true)}
          className={buttonClass('primary', 'lg')}
        >
          {t('vote.signIn')}
        </button>
      )}
      {message ? (
        <p role="status" className="font-semibold text-ink-900">
          {message}
        </p>
      ) : null}
      {canShare ? (
        <button type="button" onClick={share} className={buttonClass('ghost-light', 'md')}>
          {t('vote.share')}
        </button>
      ) : null}
      <VerifyMobileDialog
        open={verifying}
        onClose={() => setVerifying(false)}
        onVerified={() => {
          setVerifying(false);
          void vote();
        }}
        title={t('verify.title')}
        description={t('verify.description')}
        submitLabel={t('verify.verify')}
        sendCode={startPhoneVerification}
        confirmCode={verifyPhone}
        returnFocusTo={voteButton}
      />
      {/* A voter needs only a verified mobile: signing in by code verifies it, and the profile waits for a film. */}
      <VerifyMobileDialog
        open={signingIn}
        onClose={() => setSigningIn(false)}
        onVerified={() => {
          setSigningIn(false);
          void vote();
        }}
        title={t('verify.signInTitle')}
        description={t('verify.signInDescription')}
        submitLabel={t('verify.signInSubmit')}
        sendCode={startPhoneSignIn}
        confirmCode={signInWithPhoneCode}
        returnFocusTo={voteButton}
      >
        <button
          type="button"
          onClick={() => {
            rememberSignInReturn(window.location.pathname);
            void signIn();
          }}
          className={`${buttonClass('ghost-light', 'md')} mt-3 w-full`}
        >
          {t('verify.orGoogle')}
        </button>
      </VerifyMobileDialog>
    </div>
  );
}
