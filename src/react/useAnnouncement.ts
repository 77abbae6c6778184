import { useEffect, useRef } from 'react';
import { type AnnouncementTopic, announce } from '../a11y/announce.ts';

/**
 * Says `text` (about `topic`) each time it changes to a new non-empty text, not at the first render:
 * what a component already showed when it appeared is read with the page, not announced.
 */
export function useAnnouncement(text: string, topic: AnnouncementTopic): void {
  const said = useRef<string | undefined>(undefined);
  useEffect(() => {
    const first = said.current === undefined;
    if (text === said.current) return;
    said.current = text;
    if (!first) announce(text, topic);
  }, [text, topic]);
}
