import { useDocumentMeta } from '../lib/hooks';
import { useBranding } from './use-branding';

/** "<page> — <contest name>" as the document's title (and its Open Graph title). */
export function usePageTitle(page: string, description?: string): void {
  const { contestName } = useBranding();
  useDocumentMeta(`${page} — ${contestName}`, description);
}
