import { Hero } from '../components/hero';
import { KeyFeatures } from '../components/key-features';
import { ParticleBackground } from '../components/particle-background';
import { SocialProof } from '../components/social-proof';
import { TerminalDemo } from '../components/terminal-demo';

/** The landing page: hero, key features, terminal demo, social proof with the waitlist, over particles. */
export function HomePage() {
  return (
    <>
      <ParticleBackground />
      <Hero />
      <KeyFeatures />
      <TerminalDemo />
      <SocialProof />
    </>
  );
}
