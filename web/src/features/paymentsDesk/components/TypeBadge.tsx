import { Badge } from '@fluentui/react-components';
import { TYPE_LABELS } from '../model/columns';
import type { ChargeKind } from '../model/rows';

/** Spec §2 Type: Misc for a charge that pays no years, Annual for dues. */
export function TypeBadge({ kind }: { kind: ChargeKind }) {
  return (
    <Badge
      appearance={kind === 'misc' ? 'filled' : 'outline'}
      color={kind === 'misc' ? 'important' : 'brand'}
    >
      {TYPE_LABELS[kind]}
    </Badge>
  );
}
