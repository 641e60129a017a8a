import { MISC_CHARGE_TEXTS } from '@lakeside/domain';
import { useEffect, useState } from 'react';
import { useNotify } from '@/components/notify';
import { listPropertiesByAddress, type PropertyRecord } from '@/features/properties';

/**
 * The properties a charge may be billed to, read each time the dialog opens (not with the desk:
 * most visits create no charge; and a property added meanwhile is offered). The last list stays
 * while it is read again. A failure toasts 'Error loading properties' with its message.
 */
export function useChargeProperties(open: boolean) {
  const notify = useNotify();
  const [properties, setProperties] = useState<PropertyRecord[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    listPropertiesByAddress().then(
      (loaded) => {
        if (current) setProperties(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        notify({
          title: MISC_CHARGE_TEXTS.loadPropertiesFailed,
          body: error instanceof Error ? error.message : undefined,
          intent: 'error',
        });
        setProperties((last) => last ?? []);
      },
    );
    return () => {
      current = false;
    };
  }, [open, notify]);

  return { properties: properties ?? [], loading: properties === null };
}
