import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { Notice } from './notify';

/**
 * The app's one Toaster, loaded after the first render (see NotifyProvider). Hands its
 * dispatcher to the provider once the Toaster is mounted and listening.
 */
export default function ToasterHost({ onReady }: { onReady: (show: (notice: Notice) => void) => void }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  // Toasts live in a labelled landmark, so everything on the page is inside one (axe 'region')
  // and screen-reader users can jump to them; the Toaster portals into it once it exists.
  const [landmark, setLandmark] = useState<HTMLElement | null>(null);

  // Children's effects run before their parent's: the Toaster listens before this hands over.
  useEffect(() => {
    if (!landmark) return;
    onReady(({ title, body, intent = 'success', timeout = 5000 }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, timeout, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    );
  }, [onReady, dispatchToast, landmark]);

  return (
    <section aria-label="Notifications" ref={setLandmark}>
      {landmark ? <Toaster toasterId={toasterId} position="bottom-end" mountNode={landmark} /> : null}
    </section>
  );
}
