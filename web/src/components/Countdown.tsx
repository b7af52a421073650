import { useEffect, useState } from 'react';
import { twoDigits } from '../lib/format';
import { useTranslation } from '../i18n/react';

function remaining(targetMs: number, now: number) {
  const total = Math.max(0, Math.floor((targetMs - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * Days, hours, minutes and seconds to `target`, two digits each, ticking every second and stopping once the
 * time has passed (docs/product.md §4). Without a target it shows dashes.
 */
export function Countdown({ target, label }: { target: string | null; label: string }) {
  const targetMs = target ? new Date(target).getTime() : NaN;
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(targetMs) || targetMs <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= targetMs) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [targetMs]);

  const known = !Number.isNaN(targetMs);
  const parts = remaining(known ? targetMs : 0, now);
  const units = [
    { label: t('countdown.days'), value: parts.days },
    { label: t('countdown.hours'), value: parts.hours },
    { label: t('countdown.minutes'), value: parts.minutes },
    { label: t('countdown.seconds'), value: parts.seconds },
  ];

  return (
    <div role="timer" aria-label={label} className="flex gap-2 sm:gap-3">
      {units.map((unit) => (
        <div
          key={unit.label}
          // Four boxes of 4.5rem and their gaps are 312 px: on a 320 px phone (288 px inside the page's margins)
          // they share the width instead, and a long unit name wraps inside its box.
          className="flex max-w-[4.5rem] min-w-0 flex-1 flex-col items-center rounded-2xl bg-white/[0.07] px-1 py-3 ring-1 ring-white/15 backdrop-blur sm:w-20 sm:max-w-none sm:flex-none sm:px-2"
        >
          <span className="font-display text-3xl font-semibold text-white tabular-nums sm:text-4xl">
            {known ? twoDigits(unit.value) : '--'}
          </span>
          <span className="mt-1 max-w-full text-center text-[0.7rem] font-medium tracking-[0.14em] [overflow-wrap:anywhere] text-ink-200 uppercase">
            {unit.label}
          </span>
        </div>
      ))}
    </div>
  );
}
