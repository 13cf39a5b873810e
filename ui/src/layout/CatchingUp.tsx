import { useAtomValue } from 'jotai';
import { catchingUpAtom } from '../api/catchingUp.ts';

/** While reads wait for the read side to apply this browser's own writes: said, never older data shown silently. */
export const CatchingUp = () =>
  useAtomValue(catchingUpAtom) > 0 ? (
    <div className="plain-message" role="status" data-kind="catching-up">
      <span>Catching up with the latest changes…</span>
    </div>
  ) : null;
