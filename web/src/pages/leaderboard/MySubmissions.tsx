import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../api/api-error';
import type { MySubmission } from '../../api/submissions-api';
import { useAuth } from '../../auth/auth-context';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { formatCount, formatDateTime } from '../../lib/format';
import { normalizeInstagramUrl } from '../../lib/instagram';
import { sharedAddress, shareOrCopy } from '../../lib/share';
import { useMySubmissions } from '../../submissions/use-my-submissions';
import { MyCertificates } from './MyCertificates';
import { MyNotifications } from './MyNotifications';
import { RaiseGrievanceLink } from '../../grievances/RaiseGrievanceLink';
import { useTranslation } from '../../i18n/react';
import { categoryLabel } from '../../content/translated-rules';
import { translated } from '../../i18n/i18n';
import { useBranding } from '../../content/use-branding';

function SubmissionItem({ submission }: { submission: MySubmission }) {
  const { t, language } = useTranslation();
  const { contestName } = useBranding();
  const url = normalizeInstagramUrl(submission.instagramUrl) ?? submission.instagramUrl;
  const theme = submission.category ? categoryLabel(submission.category, submission.category) : null;
  const english = language === 'en';
  // The entry's own page on this site, where people watch it and vote (the Instagram post cannot take votes).
  const entryPage = `/entries/${submission.id}`;
  return (
    <li className="grid gap-5 rounded-3xl bg-white p-4 ring-1 ring-ink-900/10 sm:grid-cols-[12rem_1fr] sm:p-5">
      <InstagramEmbed url={submission.instagramUrl} title={t('entry.yourEntry')} />
      <div className="flex flex-col">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-ink-700">{t('mine.status')}</dt>
            <dd className="mt-1">
              <span className="inline-block rounded-full bg-ink-900 px-3 py-1 text-sm font-semibold text-white">
                {translated(`mine.statuses.${submission.status}`, submission.status)}
              </span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-700">{t('mine.created')}</dt>
            <dd className="mt-1 text-ink-900">{formatDateTime(submission.createdAt) ?? '—'}</dd>
          </div>
          {theme ? (
            <div>
              <dt className="font-semibold text-ink-700">{t('profile.badges.category')}</dt>
              <dd className="mt-1 text-ink-900">{theme}</dd>
            </div>
          ) : null}
          {submission.rank !== null && submission.rank !== undefined ? (
            <div>
              <dt className="font-semibold text-ink-700">{t('board.rank')}</dt>
              <dd className="mt-1 text-ink-900">#{submission.rank}</dd>
            </div>
          ) : null}
          {submission.metrics ? (
            <div>
              <dt className="font-semibold text-ink-700">{t('mine.viewsAndLikes')}</dt>
              <dd className="mt-1 text-ink-900">
                {t('mine.counts', {
                  views: formatCount(submission.metrics.views),
                  likes: formatCount(submission.metrics.likes),
                })}
              </dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="font-semibold text-ink-700">{t('mine.link')}</dt>
            <dd className="mt-1 break-all">
              <a href={url} target="_blank" rel="noopener noreferrer" dir="ltr" className="text-ink-800 underline">
                {submission.instagramUrl}
              </a>
            </dd>
          </div>
          {submission.missingSteps?.length ? (
            <div className="rounded-2xl bg-saffron-200/50 p-3 text-ink-900 ring-1 ring-saffron-300 sm:col-span-2">
              <dt className="font-semibold">{t('mine.stillToDo')}</dt>
              <dd className="mt-1">
                <ul className="list-disc space-y-1 ps-5">
                  {submission.missingSteps.map((step) => (
                    <li key={step.code}>
                      {english ? step.message : translated(`mine.missing.${step.code}`, step.message)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {submission.rejectionReason ? (
            <div className="rounded-2xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200 sm:col-span-2">
              <dt className="font-semibold">{t('mine.reason')}</dt>
              <dd className="mt-1">{submission.rejectionReason}</dd>
              <dd className="mt-2">
                <RaiseGrievanceLink submissionId={submission.id} />
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2 pt-1 sm:mt-auto">
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
            <Icon name="external" className="h-4 w-4" /> {t('mine.open')}
            <span className="sr-only">{t('mine.openOnInstagram')}</span>
          </a>
          {/* Only a verified entry has a public page (GET /entries/{id}); until then there is nothing to share. */}
          {submission.status === 'verified' ? (
            <>
              <button
                type="button"
                onClick={() =>
                  void shareOrCopy({
                    title: t('success.shareTitle'),
                    text: t('mine.shareText', { contestName }),
                    url: sharedAddress(entryPage),
                  })
                }
                className={buttonClass('ghost-light', 'sm')}
              >
                <Icon name="share" className="h-4 w-4" /> {t('common.share')}
              </button>
              <Link to={entryPage} className={buttonClass('secondary', 'sm')}>
                {t('mine.votePage')}
              </Link>
            </>
          ) : null}
        </div>
        {submission.status === 'pending' ? (
          <p className="mt-3 text-sm text-ink-700">{t('mine.votePageAfterVerification')}</p>
        ) : null}
        {/* The API keeps no way to change an entry (docs/product.md §2): say so, and what can be done instead. */}
        <p className="mt-3 text-sm text-ink-700">
          {t('mine.cannotEdit')}{' '}
          <Link to="/submission-success" className="font-semibold text-ink-800 underline">
            {t('mine.submitAnother')}
          </Link>
        </p>
      </div>
    </li>
  );
}

/** My Submissions (docs/product.md §2): the signed-in participant's entries as the API returns them. */
export function MySubmissions() {
  const { t } = useTranslation();
  const { isAuthenticated, signIn } = useAuth();
  const submissions = useMySubmissions();

  const refresh = async () => {
    const result = await submissions.refetch();
    if (result.isError) toast.error(t('mine.refreshFailed'), { description: t('common.pleaseTryAgainLater') });
    else toast.success(t('mine.refreshed'), { description: t('mine.refreshedDescription') });
  };

  return (
    <section aria-labelledby="my-submissions-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{t('mine.eyebrow')}</p>
          <h2 id="my-submissions-title" className="mt-2 text-3xl font-semibold text-ink-900">
            {t('mine.title')}
          </h2>
        </div>
        {isAuthenticated ? (
          <button
            type="button"
            onClick={() => void refresh()}
            disabled={submissions.isFetching}
            className={buttonClass('ghost-light', 'md')}
          >
            <Icon
              name="refresh"
              className={`h-4 w-4 ${submissions.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
            />
            {t('board.refresh')}
          </button>
        ) : null}
      </div>

      <div className="mt-8">
        {!isAuthenticated ? (
          <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-ink-900/10">
            <p className="text-lg text-ink-800">{t('mine.signIn')}</p>
            <button type="button" onClick={() => void signIn()} className={buttonClass('secondary', 'md', 'mt-4')}>
              {t('nav.signIn')}
            </button>
          </div>
        ) : submissions.isPending ? (
          <div role="status" className="rounded-3xl bg-white p-8 text-center text-ink-700 ring-1 ring-ink-900/10">
            {t('mine.loading')}
          </div>
        ) : submissions.isError && !submissions.data ? (
          <div role="alert" className="rounded-3xl bg-white p-8 text-center ring-1 ring-ink-900/10">
            <p className="font-semibold text-red-800">{errorMessage(submissions.error, t('mine.loadFailed'))}</p>
          </div>
        ) : submissions.data.length === 0 ? (
          <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-ink-900/10">
            <p className="text-lg text-ink-800">{t('mine.none')}</p>
            <Link to="/submission-success" className={buttonClass('primary', 'md', 'mt-4')}>
              {t('nav.submitEntry')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-5 lg:grid-cols-2">
            {submissions.data.map((submission) => (
              <SubmissionItem key={submission.id} submission={submission} />
            ))}
          </ul>
        )}
        {isAuthenticated ? <MyCertificates /> : null}
        {isAuthenticated ? <MyNotifications /> : null}
      </div>
    </section>
  );
}
