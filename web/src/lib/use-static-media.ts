import { useEffect, useState, type RefObject } from 'react';
import { useInView } from './hooks';

/**
 * Whether an operator-provided film exists, asked once the block nears the viewport. A missing file is
 * answered by the SPA fallback with HTML, so only a video content type counts as present.
 */
export function useStaticMedia(url: string, ref: RefObject<Element | null>): 'unknown' | 'present' | 'absent' {
  const near = useInView(ref, { rootMargin: '400px' });
  const [state, setState] = useState<'unknown' | 'present' | 'absent'>('unknown');
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        const type = response.headers.get('content-type') ?? '';
        setState(response.ok && type.startsWith('video/') ? 'present' : 'absent');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('absent');
      });
    return () => controller.abort();
  }, [near, url]);
  return state;
}
