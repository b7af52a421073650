type Variant = 'primary' | 'secondary' | 'ghost-dark' | 'ghost-light' | 'outline-light' | 'green';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-center leading-tight font-semibold ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<Variant, string> = {
  primary: 'bg-saffron-500 text-ink-950 shadow-[0_8px_24px_-8px_rgb(255_153_51_/_0.7)] hover:bg-saffron-400',
  green: 'bg-leaf-700 text-white hover:bg-leaf-800',
  secondary: 'bg-ink-900 text-white hover:bg-ink-800',
  'ghost-dark': 'text-white ring-1 ring-white/35 hover:bg-white/10',
  'ghost-light': 'text-ink-900 ring-1 ring-ink-900/20 hover:bg-ink-900/5',
  'outline-light': 'bg-white text-ink-900 ring-1 ring-ink-900/15 hover:bg-cream-100',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-[0.95rem]',
  lg: 'min-h-14 px-7 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
