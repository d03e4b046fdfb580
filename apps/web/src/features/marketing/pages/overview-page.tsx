import { OverviewHowItWorks } from '../components/overview/overview-how-it-works';
import { OverviewCta } from '../components/overview/overview-cta';
import { OverviewFeatures } from '../components/overview/overview-features';
import { OverviewHero } from '../components/overview/overview-hero';

/** /shiplog, the product overview (DESIGN §6): what it is, how it works, the features, a call to action. */
export function OverviewPage() {
  return (
    <>
      <OverviewHero />
      <OverviewHowItWorks />
      <OverviewFeatures />
      <OverviewCta />
    </>
  );
}
