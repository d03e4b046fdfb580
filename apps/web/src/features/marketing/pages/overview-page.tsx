import { KeyFeatures, overviewFeaturesHeading } from '../components/key-features';
import { OverviewHowItWorks } from '../components/overview/overview-how-it-works';
import { OverviewCta } from '../components/overview/overview-cta';
import { OverviewHero } from '../components/overview/overview-hero';

/** /shiplog, the product overview: what it is, how it works, the features, a call to action. */
export function OverviewPage() {
  return (
    <>
      <OverviewHero />
      <OverviewHowItWorks />
      <KeyFeatures heading={overviewFeaturesHeading} anchor="features" className="pb-section" />
      <OverviewCta />
    </>
  );
}
