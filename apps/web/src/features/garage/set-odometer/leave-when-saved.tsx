import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useFormStatus } from '@/shared/form/form-context.ts';

/**
 * Inside a Form: once a save has landed and the form is clean again, go to `to`. The Form's
 * unsaved-changes guard learns the form is clean in its own effect, which runs after this
 * child's, so leaving waits for the next tick or the guard would still hold us.
 */
export function LeaveWhenSaved({ to }: { to: string }) {
  const { saveState, clean } = useFormStatus();
  const navigate = useNavigate();
  const saved = saveState === 'Saved' && clean;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }));
    return () => clearTimeout(timer);
  }, [saved, navigate, to]);
  return null;
}
