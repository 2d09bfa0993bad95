import { useEffect, useState } from 'react';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';

/** The greeting's words: a first visit is not a return. Without a first name, none is used. */
export function greetingText(firstName: string | null | undefined, isFirstVisit: boolean) {
  const greeting = isFirstVisit ? 'Welcome' : 'Welcome back';
  return firstName ? `${greeting}, ${firstName}` : greeting;
}

/**
 * My Garage's greeting. isFirstGarageVisit (default true) is read as the page opens and marked
 * false at once, so this visit keeps its 'Welcome' and the next one (a reload, another day) says
 * 'Welcome back'. Kept per vehicle on this device, like the spec's other user settings.
 */
export function Greeting({ firstName }: { firstName: string | null | undefined }) {
  const { settings, update } = useUserSettings();
  const isFirstVisit = settings?.isFirstGarageVisit === true;
  // Read once: marking the visit seen must not change the greeting mid-visit.
  const [firstVisit] = useState(isFirstVisit);
  useEffect(() => {
    if (isFirstVisit) update({ isFirstGarageVisit: false });
  }, [isFirstVisit, update]);
  return <p className="px-1 text-base text-muted">{greetingText(firstName, firstVisit)}</p>;
}
