import { formatAddress, selectedYearsLabel, type PropertyAddress } from '@lakeside/domain';

/**
 * The first lines of a payment's notice: its invoice, the property, and the years it pays (or,
 * for a charge, what it is for). Each notice names the years its own way ('Years owed again').
 */
export function paymentDetails(
  labels: { invoice: string; property: string; years: string; description: string },
  facts: {
    invoiceNumber: string;
    property: PropertyAddress | null;
    yearsPaid: readonly string[];
    description: string;
  },
): [string, string][] {
  const details: [string, string][] = [[labels.invoice, facts.invoiceNumber]];
  if (facts.property) details.push([labels.property, formatAddress(facts.property)]);
  details.push(
    facts.yearsPaid.length > 0
      ? [labels.years, selectedYearsLabel(facts.yearsPaid)]
      : [labels.description, facts.description],
  );
  return details;
}
