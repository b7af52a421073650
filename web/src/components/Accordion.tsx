import { useId, useState } from 'react';
import { Icon } from './Icon';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/** A single-open accordion (docs/product.md §9): opening one item closes the other. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <ul className="divide-y divide-ink-900/10 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-900/10">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-q-${item.id}`;
        const panelId = `${baseId}-a-${item.id}`;
        return (
          <li key={item.id}>
            <h3 className="font-sans text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink-900 hover:bg-cream-100 sm:px-6"
              >
                <span>{item.question}</span>
                <Icon
                  name="chevronDown"
                  className={`h-5 w-5 shrink-0 text-saffron-700 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-relaxed text-ink-700 sm:px-6"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
