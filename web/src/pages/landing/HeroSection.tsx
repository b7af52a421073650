import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button-styles';
import { Countdown } from '../../components/Countdown';
import { Icon } from '../../components/Icon';
import { ShareButton } from '../../components/ShareButton';
import { useBranding } from '../../content/use-branding';
import { closedFinalRound, useRules } from '../../content/use-rules';
import { scrollToSection } from '../../lib/scroll';
import { useCta } from './use-cta';
import { useTranslation } from '../../i18n/react';
import type { T } from '../../i18n/react';
import { roundPhase } from '../../content/translated-rules';
import { formatDateTime } from '../../lib/format';
import { latestResultsPath, stageLabel, useResultsIndex } from '../../content/use-contest-stage';

function countdownOf(rules: ReturnType<typeof useRules>['data'], t: T) {
  if (!rules) return { target: null, label: t('hero.countdown.loading') };
  const round = rules.openRound ?? rules.rounds.find((candidate) => candidate.id === 1) ?? null;
  // A round the organisers closed early stops at its closing time, not at its planned end.
  const end = round?.closedAt ?? round?.endsAt;
  if (!round || !end) return { target: null, label: t('hero.countdown.toBeAnnounced') };
  const closes = new Date(end);
  const passed = round.status === 'closed' || closes.getTime() <= Date.now();
  const when = formatDateTime(end);
  const phase = roundPhase(round);
  return {
    target: end,
    label: passed ? t('hero.countdown.closedOn', { phase, when }) : t('hero.countdown.closesOn', { phase, when }),
    heading: passed ? t('hero.countdown.closed', { phase }) : t('hero.countdown.closesIn', { phase }),
  };
}

/** Hero: headline, the countdown to the open round's end, and the two main buttons (docs/product.md §2). */
export const HeroSection = forwardRef<HTMLElement>(function HeroSection(_props, ref) {
  const { t } = useTranslation();
  const cta = useCta();
  const rules = useRules();
  const countdown = countdownOf(rules.data, t);
  const open = rules.data?.openRound;
  const final = closedFinalRound(rules.data);
  const { tagline } = useBranding();
  // Past the entries, the badge says where the contest stands, and the latest published results are one tap away.
  const stage = useResultsIndex().data?.stage;
  const stageNote = stage && stage.stage !== 'entries_open' && stage.stage !== 'upcoming' ? stageLabel(stage) : null;
  const resultsPath = latestResultsPath(stage);

  return (
    <section ref={ref} aria-labelledby="hero-title" className="hero-backdrop relative overflow-hidden text-white">
      <HeroBackdropArt />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-saffron-200 ring-1 ring-white/15">
            {stageNote ? (
              stageNote
            ) : final ? (
              t('hero.over.badge')
            ) : open ? (
              <>
                <span className="relative flex h-2.5 w-2.5">
                  <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-leaf-400 opacity-75 motion-reduce:hidden" />
                  <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-leaf-400" />
                </span>
                {t('hero.openNow', { phase: roundPhase(open) })}
              </>
            ) : (
              tagline
            )}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.05] font-semibold tracking-tight break-words max-[359px]:text-[2rem] sm:text-6xl"
          >
            {t('hero.title')} <span className="text-gradient">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-100">{t('hero.lead')}</p>

          {final ? (
            <div className="mt-9 max-w-xl rounded-2xl bg-white/[0.07] p-5 ring-1 ring-white/15">
              <h2 className="font-display text-2xl font-semibold">{t('hero.over.title')}</h2>
              <p className="mt-2 text-ink-100">
                {t('hero.over.lead', { when: formatDateTime(final.closedAt ?? final.endsAt) ?? '' })}
              </p>
            </div>
          ) : (
            <div className="mt-9">
              <p className="mb-3 text-sm font-semibold tracking-wider text-ink-200 uppercase">
                {countdown.heading ?? t('hero.countdown.title')}
              </p>
              <Countdown target={countdown.target} label={countdown.label} />
            </div>
          )}

          <div className="mt-10 flex flex-wrap items-center gap-3">
            {final ? (
              <Link to={resultsPath ?? '/submissions'} className={buttonClass('primary', 'lg')}>
                {t('hero.over.results')} <Icon name="arrowRight" className="h-5 w-5" />
              </Link>
            ) : cta.heroSubmits ? (
              <Link to="/submissions" className={buttonClass('primary', 'lg', 'py-2.5')}>
                <span className="flex flex-col items-start leading-tight">
                  <span>{t('nav.submitNow')}</span>
                  <span className="text-xs font-medium opacity-80">{t('hero.viewSubmissions')}</span>
                </span>
                <Icon name="arrowRight" className="h-5 w-5" />
              </Link>
            ) : (
              <button type="button" onClick={cta.toRegistration} className={buttonClass('primary', 'lg', 'py-2.5')}>
                <span className="flex flex-col items-start leading-tight">
                  <span>{t('cta.registerNow')}</span>
                  <span className="text-xs font-medium opacity-80">{t('hero.joinChallenge')}</span>
                </span>
                <Icon name="arrowRight" className="h-5 w-5" />
              </button>
            )}
            {resultsPath && !final ? (
              <Link to={resultsPath} className={buttonClass('ghost-dark', 'lg')}>
                <Icon name="star" className="h-5 w-5 text-saffron-300" /> {t('hero.latestResults')}
              </Link>
            ) : null}
            <button type="button" onClick={() => scrollToSection('awards')} className={buttonClass('ghost-dark', 'lg')}>
              <Icon name="trophy" className="h-5 w-5 text-saffron-300" /> {t('hero.prizes')}
            </button>
            <ShareButton className={buttonClass('ghost-dark', 'lg', 'px-5')} />
          </div>

          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/10 pt-6">
            {[
              { term: t('hero.facts.length'), value: t('hero.facts.lengthValue') },
              { term: t('hero.facts.themes'), value: '4' },
              { term: t('hero.facts.finale'), value: t('hero.facts.finaleValue') },
            ].map((fact) => (
              <div key={fact.term}>
                <dt className="text-xs font-medium tracking-wider text-ink-200 uppercase">{fact.term}</dt>
                <dd className="mt-1 font-display text-xl font-semibold sm:text-2xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPoster />
      </div>
    </section>
  );
});

function HeroBackdropArt() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full opacity-[0.16]"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 800"
    >
      <defs>
        <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="#c9d3ee" strokeWidth="0.6" />
        </pattern>
      </defs>
      <rect width="1200" height="800" fill="url(#hero-grid)" />
      <defs>
        <pattern id="hero-sprockets" width="48" height="52" patternUnits="userSpaceOnUse">
          <rect x="10" y="12" width="22" height="14" rx="3" fill="none" stroke="#ffc47a" strokeWidth="1.5" />
        </pattern>
      </defs>
      <g transform="rotate(-12 600 400)">
        <rect x="-100" y="610" width="1400" height="90" rx="6" fill="none" stroke="#ffc47a" strokeWidth="1.5" />
        <rect x="-100" y="610" width="1400" height="90" fill="url(#hero-sprockets)" />
      </g>
    </svg>
  );
}

/** The visual beside the text (on the right, on the left in a right-to-left page): a vertical film frame as a Reel is shot, drawn in SVG. */
function HeroPoster() {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto hidden w-full max-w-[17.5rem] lg:block" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[3rem] bg-gradient-to-br from-saffron-500/30 via-transparent to-leaf-600/30 blur-2xl" />
      <div className="relative rotate-2 rounded-[2.25rem] bg-ink-950 p-3 shadow-2xl ring-1 ring-white/15">
        <svg viewBox="0 0 360 640" className="block w-full rounded-[1.75rem]">
          <defs>
            <linearGradient id="poster-sky" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#1c3170" />
              <stop offset="0.55" stopColor="#e67e10" />
              <stop offset="1" stopColor="#ffc47a" />
            </linearGradient>
            <radialGradient id="poster-sun" cx="0.5" cy="0.5" r="0.5">
              <stop offset="0" stopColor="#fff7e8" />
              <stop offset="1" stopColor="#ffad4d" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="360" height="640" fill="url(#poster-sky)" />
          <circle cx="180" cy="330" r="120" fill="url(#poster-sun)" />
          <circle cx="180" cy="330" r="54" fill="#fff3dc" />
          <path d="M0 430 L70 380 L130 410 L200 350 L270 400 L360 360 V640 H0Z" fill="#0c6405" opacity="0.85" />
          <path d="M0 480 L90 440 L170 470 L250 430 L360 460 V640 H0Z" fill="#0a1633" />
          {/* A ceremonial arch on the horizon: the Grand Finale is in New Delhi. */}
          <g fill="#0a1633">
            <rect x="128" y="380" width="104" height="14" rx="2" />
            <rect x="146" y="368" width="68" height="14" rx="2" />
            <path d="M136 394h88v76h-26v-38a18 18 0 0 0-36 0v38h-26z" />
          </g>
          <rect x="24" y="24" width="62" height="28" rx="14" fill="#0a1633" opacity="0.7" />
          <text x="55" y="43" textAnchor="middle" fontSize="14" fontWeight="700" fill="#ffffff" fontFamily="sans-serif">
            0:60
          </text>
          <circle cx="180" cy="560" r="30" fill="#ffffff" opacity="0.92" />
          <path d="M171 545 L197 560 L171 575Z" fill="#0a1633" />
        </svg>
      </div>
      <div className="absolute -start-16 top-16 rounded-2xl bg-white px-4 py-3 text-ink-900 shadow-xl">
        <p className="text-xs font-semibold tracking-wider text-ink-700 uppercase">
          {t('hero.poster.step', { number: 1 })}
        </p>
        <p className="font-display font-semibold">{t('hero.poster.create')}</p>
      </div>
      <div className="absolute -end-12 bottom-28 rounded-2xl bg-white px-4 py-3 text-ink-900 shadow-xl">
        <p className="text-xs font-semibold tracking-wider text-ink-700 uppercase">
          {t('hero.poster.step', { number: 2 })}
        </p>
        <p className="font-display font-semibold">{t('hero.poster.post')}</p>
      </div>
      <div className="absolute -start-6 -bottom-6 rounded-2xl bg-saffron-500 px-4 py-3 text-ink-950 shadow-xl">
        <p className="text-xs font-semibold tracking-wider uppercase">{t('hero.poster.step', { number: 3 })}</p>
        <p className="font-display font-semibold">{t('hero.poster.climb')}</p>
      </div>
    </div>
  );
}
