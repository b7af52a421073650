import { ContentImage } from '../../components/ContentImage';
import { Icon, type IconName } from '../../components/Icon';
import { useRules } from '../../content/use-rules';
import { useSiteContent } from '../../content/use-site-content';
import { SectionHeading } from './SectionHeading';
import { useTranslation } from '../../i18n/react';

const STAGES: { stage: 'first' | 'third' | 'final'; icon: IconName }[] = [
  { stage: 'first', icon: 'eye' },
  { stage: 'third', icon: 'users' },
  { stage: 'final', icon: 'star' },
];

/** Jury, anchor #jury: the members the organisers announced, who decides at each stage, how a film is weighed. */
export function JurySection() {
  const { t } = useTranslation();
  const members = useSiteContent().data?.jury ?? [];
  const weights = useRules().data?.judging.weights ?? [];
  return (
    <section aria-labelledby="jury-title" id="jury" className="bg-cream-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="jury-title" eyebrow={t('jury.eyebrow')} title={t('jury.title')}>
          <p>{t('jury.lead')}</p>
        </SectionHeading>
        {members.length ? (
          <ul aria-label={t('jury.members')} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.name} className="flex gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
                {member.photoUrl ? (
                  <ContentImage
                    src={member.photoUrl}
                    sizes="80px"
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-20 w-20 shrink-0 rounded-2xl object-cover"
                  />
                ) : null}
                <div className="min-w-0">
                  <h3 className="font-display text-lg font-semibold break-words text-ink-900">{member.name}</h3>
                  <p className="text-sm font-semibold text-saffron-700">{member.title}</p>
                  <p className="mt-2 text-sm text-ink-700">{member.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <ol className="space-y-4">
            {STAGES.map((stage) => (
              <li key={stage.stage} className="flex items-center gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-ink-900 text-saffron-300">
                  <Icon name={stage.icon} className="h-6 w-6" />
                </span>
                <span>
                  <span className="block text-sm font-semibold tracking-wider text-saffron-700 uppercase">
                    {t(`jury.stages.${stage.stage}.round`)}
                  </span>
                  <span className="block font-display text-lg font-semibold text-ink-900">
                    {t(`jury.stages.${stage.stage}.method`)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className="rounded-3xl bg-ink-900 p-6 text-white sm:p-8">
            <h3 className="text-xl font-semibold">{t('jury.scoring')}</h3>
            <ul className="mt-6 space-y-5">
              {weights.map((criterion) => (
                <li key={criterion.criterion}>
                  <div className="flex items-baseline justify-between gap-4">
                    <span className="font-semibold">{t(`judging.${criterion.criterion}`)}</span>
                    <span className="font-display text-2xl font-semibold text-saffron-300">{criterion.weight}%</span>
                  </div>
                  <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-saffron-500 to-leaf-500"
                      style={{ width: `${criterion.weight}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
