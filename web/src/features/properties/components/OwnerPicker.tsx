import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { ownerCandidates, ownerOptionLabel, PROPERTY_TEXTS } from '@lakeside/domain';
import { useState, type Ref } from 'react';
import type { ProfileRecord } from '@/features/auth';

const useStyles = makeStyles({
  combobox: { width: '100%', minWidth: 0 },
  // a long 'first last - email' wraps inside a phone-wide dialog instead of running off it
  listbox: { maxHeight: '16rem', maxWidth: 'calc(100vw - 48px)' },
  option: { overflowWrap: 'anywhere' },
});

interface OwnerPickerProps {
  ref: Ref<HTMLInputElement>;
  name: string;
  /** the chosen user, '' for none */
  uid: string;
  onUidChange: (uid: string) => void;
  onBlur: () => void;
  approvedUsers: readonly ProfileRecord[];
  currentOwnerUids: readonly string[];
}

/**
 * 'Select User' for Assign Owner: typing narrows the approved users to those whose
 * 'first last - email' contains it, by last name; the property's owners are not offered (the
 * server would refuse them). A real HOA has hundreds of residents, too many for a plain list.
 */
export function OwnerPicker({
  ref,
  name,
  uid,
  onUidChange,
  onBlur,
  approvedUsers,
  currentOwnerUids,
}: OwnerPickerProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  // Open whenever the text changes, also by a paste or the phone's autocorrect, which send no
  // key that would open it.
  const [open, setOpen] = useState(false);
  const candidates = ownerCandidates(approvedUsers, currentOwnerUids, typed);
  const empty =
    ownerCandidates(approvedUsers, currentOwnerUids, '').length === 0
      ? PROPERTY_TEXTS.noCandidates
      : PROPERTY_TEXTS.noMatchingUsers;

  return (
    <Combobox
      ref={ref}
      name={name}
      className={styles.combobox}
      listbox={{ className: styles.listbox }}
      placeholder="Choose a user..."
      value={typed}
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      selectedOptions={uid ? [uid] : []}
      onChange={(event) => {
        // typing again un-chooses: what is in the box is a search, not a choice, until picked
        setTyped(event.target.value);
        onUidChange('');
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        onUidChange(data.optionValue ?? '');
        setTyped(data.optionText ?? '');
      }}
      onBlur={onBlur}
    >
      {candidates.map((user) => {
        const label = ownerOptionLabel(user);
        return (
          <Option key={user.uid} value={user.uid} text={label} className={styles.option}>
            {label}
          </Option>
        );
      })}
      {candidates.length === 0 ? (
        <Option key="none" value="" text="" disabled>
          {empty}
        </Option>
      ) : null}
    </Combobox>
  );
}
