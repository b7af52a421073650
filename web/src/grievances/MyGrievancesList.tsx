import type { MyGrievance } from '../api/grievances-api';
import { translated } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { formatDate, formatDateTime } from '../lib/format';

function GrievanceItem({ grievance }: { grievance: MyGrievance }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-ink-900">
            {translated(`grievances.topics.${grievance.topic}`, grievance.topic)}
          </h3>
          {/* The reference every message about it quotes: with several grievances, it tells which one. */}
          <p className="text-sm font-medium text-ink-700" translate="no">
            {grievance.reference}
          </p>
        </div>
        <span className="inline-block rounded-full bg-ink-900 px-3 py-1 text-sm font-semibold text-white">
          {translated(`grievances.statuses.${grievance.status}`, grievance.status)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-700">{t('grievances.received')}</dt>
          <dd className="text-ink-900">{formatDateTime(grievance.receivedAt) ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-700">{t('grievances.dueBy')}</dt>
          <dd className="text-ink-900">{formatDate(grievance.dueAt) ?? '—'}</dd>
        </div>
        {grievance.instagramUrl ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-ink-700">{t('grievances.entry')}</dt>
            <dd className="break-all text-ink-900">{grievance.instagramUrl}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="font-semibold text-ink-700">{t('grievances.youWrote')}</dt>
          <dd className="whitespace-pre-wrap text-ink-900">{grievance.message}</dd>
        </div>
        <div className="rounded-2xl bg-cream-100 p-3 sm:col-span-2">
          <dt className="font-semibold text-ink-700">{t('grievances.answer')}</dt>
          {grievance.reply ? (
            <dd className="mt-1 text-ink-900">
              <p className="whitespace-pre-wrap">{grievance.reply}</p>
              <p className="mt-1 text-ink-700">
                {t('grievances.answeredOn', { date: formatDateTime(grievance.answeredAt) ?? '' })}
              </p>
            </dd>
          ) : (
            <dd className="mt-1 text-ink-800">
              {t('grievances.noAnswerYet', { date: formatDate(grievance.dueAt) ?? '' })}
            </dd>
          )}
        </div>
      </dl>
    </li>
  );
}

/** The participant's grievances, newest first, each with its status, due date and the organisers' answer. */
export function MyGrievancesList({ items }: { items: MyGrievance[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-grievances" className="mt-10">
      <h2 id="my-grievances" className="text-2xl font-semibold text-ink-900">
        {t('grievances.listTitle')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-800">{t('grievances.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {items.map((grievance) => (
            <GrievanceItem key={grievance.id} grievance={grievance} />
          ))}
        </ul>
      )}
    </section>
  );
}
