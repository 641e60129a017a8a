import { Toast, ToastBody, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import type { Notice } from './notify';

/**
 * The app's one Toaster, loaded after the first render (see NotifyProvider). Hands its
 * dispatcher to the provider once the Toaster is mounted and listening.
 */
export default function ToasterHost({ onReady }: { onReady: (show: (notice: Notice) => void) => void }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  // Children's effects run before their parent's: the Toaster listens before this hands over.
  useEffect(() => {
    onReady(({ title, body, intent = 'success', timeout = 5000 }) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, timeout, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    );
  }, [onReady, dispatchToast]);

  return <Toaster toasterId={toasterId} position="bottom-end" />;
}
