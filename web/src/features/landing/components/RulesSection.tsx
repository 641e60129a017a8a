import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { OFFICIAL_DOCUMENTS, ROUTES } from '@lakeside/domain';
import { useDefinitionListStyles } from '@/components/definitionList';
import { RouterLink } from '@/components/RouterLink';
import { useOwnApprovalStatus } from '@/features/auth';
import { DocumentDownloadButton, useDocumentDownload } from '@/features/documents';
import { QUICK_RULES } from '../content';
import { formatDate } from '../format';
import { useLandingStyles } from '../styles';
import { Section } from './Section';

/**
 * A file name with line-break opportunities after each '-' and '_' only, so
 * 'lakeside-hoa-bylaws-2024.pdf' wraps as 'lakeside-hoa-' / 'bylaws-2024.pdf' on a narrow card:
 * not 'bylaws.pd' / 'f', nor '.pdf' alone on a line.
 */
function fileNameWithBreaks(name: string) {
  return name
    .split(/(?<=[-_])/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

const useStyles = makeStyles({
  note: { marginBlockStart: 0, marginBlockEnd: tokens.spacingVerticalL },
  actions: { marginBlockStart: 'auto', paddingBlockStart: tokens.spacingVerticalS },
  // breaks only where a name has a seam (see fileNameWithBreaks), never inside 'pdf' or before it
  fileName: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'break-word' },
  quick: {
    marginBlockStart: tokens.spacingVerticalXXL,
    '& > h3': { margin: 0, marginBlockEnd: tokens.spacingVerticalM },
  },
  rules: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    // Spec §2 lists the rules in lower case; they are kept word for word and only shown
    // with a capital letter.
    '& li > span::first-letter': { textTransform: 'uppercase' },
  },
});

/**
 * #rules: the official documents with their download buttons, and the quick-reference rules.
 * useDocumentDownload loads the Functions SDK only when a download starts (dynamic import), so
 * the landing page's first load stays free of it.
 */
export function RulesSection() {
  const styles = useStyles();
  const { download } = useDocumentDownload();
  const layout = useLandingStyles();
  const facts = useDefinitionListStyles();
  return (
    <Section
      id="rules"
      title="Rules & Bylaws"
      lead="The association's governing documents and the rules residents ask about most."
    >
      <AccessNote />
      <ul className={layout.grid}>
        {OFFICIAL_DOCUMENTS.map((document, index) => {
          const titleId = `document-${index}-title`;
          return (
            <li key={document.fileName} className={layout.card}>
              <Subtitle1 as="h3" id={titleId}>
                {document.title}
              </Subtitle1>
              <Body1 as="p">{document.description}</Body1>
              <dl className={facts.list}>
                <dt>Last updated</dt>
                <dd>
                  <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
                </dd>
                <dt>Pages</dt>
                <dd>{document.pages}</dd>
                <dt>File</dt>
                <dd className={styles.fileName}>{fileNameWithBreaks(document.fileName)}</dd>
              </dl>
              <div className={styles.actions}>
                <DocumentDownloadButton document={document} onDownload={download} describedBy={titleId} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.quick}>
        <Subtitle1 as="h3">Quick reference</Subtitle1>
        <ul className={styles.rules}>
          {QUICK_RULES.map((rule) => (
            <li key={rule}>
              <Body1 block>{rule}</Body1>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/**
 * Why the buttons are disabled, in the words of spec §6, with the way forward. There is a line
 * for every state (also while the first auth answer is on its way), so the documents below
 * do not move when the answer arrives.
 */
function AccessNote() {
  const styles = useStyles();
  const status = useOwnApprovalStatus();
  return (
    <Body1 as="p" className={styles.note}>
      {status === 'signed-out' ? (
        <>
          Please log in to download documents. <RouterLink to={ROUTES.auth}>Log in or register</RouterLink>
        </>
      ) : status === 'pending' || status === 'rejected' ? (
        'Your account must be approved to download documents.'
      ) : status === 'approved' ? (
        'As an approved resident you can download the official documents.'
      ) : (
        'Official documents are available to approved residents.'
      )}
    </Body1>
  );
}
