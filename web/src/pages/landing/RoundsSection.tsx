import type { RoundView } from '../../api/content-api';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { ResponsiveCarousel } from '../../components/ResponsiveCarousel';
import { useRules } from '../../content/use-rules';
import { SectionHeading } from './SectionHeading';

const STATUS_CHIP: Record<RoundView['status'], { text: string; className: string }> = {
  open: { text: 'OPEN NOW', className: 'bg-leaf-600 text-white' },
  upcoming: { text: 'Upcoming', className: 'bg-ink-100 text-ink-800' },
  closed: { text: 'Closed', className: 'bg-ink-900/10 text-ink-700' },
};

function RoundCard({ round, index }: { round: RoundView; index: number }) {
  const chip = STATUS_CHIP[round.status];
  const open = round.status === 'open';
  return (
    <article
      className={`relative flex w-full flex-col rounded-3xl p-6 ring-1 ${
        open ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-900 ring-ink-900/10'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <span
          className={`grid h-11 w-11 place-items-center rounded-2xl font-display text-lg font-semibold ${
            open ? 'bg-saffron-500 text-ink-950' : 'bg-cream-100 text-ink-900'
          }`}
        >
          {index + 1}
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider ${chip.className}`}>{chip.text}</span>
      </div>
      <p
        className={`mt-5 text-sm font-semibold tracking-wider uppercase ${open ? 'text-saffron-300' : 'text-saffron-700'}`}
      >
        {round.phase}
      </p>
      <h3 className="mt-1 text-xl font-semibold">{round.title}</h3>
      <p className={`mt-3 flex-1 leading-relaxed ${open ? 'text-ink-100' : 'text-ink-700'}`}>{round.description}</p>
      <dl className={`mt-5 space-y-2 border-t pt-4 text-sm ${open ? 'border-white/15' : 'border-ink-900/10'}`}>
        <div className="flex gap-2">
          <dt className="mt-0.5 shrink-0">
            <Icon name="calendar" className="h-4 w-4" />
            <span className="sr-only">Period</span>
          </dt>
          <dd>{round.period}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="mt-0.5 shrink-0">
            <Icon name="star" className="h-4 w-4" />
            <span className="sr-only">Judged by</span>
          </dt>
          <dd>{round.evaluationMethod}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="mt-0.5 shrink-0">
            <Icon name="users" className="h-4 w-4" />
            <span className="sr-only">Participants</span>
          </dt>
          <dd>
            {round.participants}
            {round.videoRule ? ` · ${round.videoRule}` : ''}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** Rounds and timeline, anchor #competition (spec sections 2 and 4, "Rounds"). */
export function RoundsSection() {
  const rules = useRules();
  return (
    <section aria-labelledby="competition-title" id="competition" className="bg-cream-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="competition-title"
          eyebrow="The competition"
          title="Four rounds, from 60 seconds to the big screen"
        >
          <p>
            Open submissions lead to the Top 500, then India&rsquo;s Top 100, and 20 finalists at the AI Film Festival
            in New Delhi.
          </p>
        </SectionHeading>
        <div className="mt-12">
          {rules.data ? (
            <ResponsiveCarousel
              items={rules.data.rounds}
              itemKey={(round) => String(round.id)}
              label="Contest rounds"
              gridClassName="grid gap-5 md:grid-cols-2 xl:grid-cols-4"
              renderItem={(round, index) => <RoundCard round={round} index={index} />}
            />
          ) : rules.isError ? (
            <div role="alert" className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center ring-1 ring-ink-900/10">
              <p className="font-semibold">The contest timeline could not be loaded.</p>
              <button
                type="button"
                onClick={() => void rules.refetch()}
                className={buttonClass('secondary', 'md', 'mt-4')}
              >
                Try Again
              </button>
            </div>
          ) : (
            <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="h-80 animate-pulse rounded-3xl bg-white ring-1 ring-ink-900/10" />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
