import { DemoSection } from '../components/demo-section';
import { FaqSection } from '../components/faq-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { PricingSection } from '../components/pricing-section';
import { ScreenshotsSection } from '../components/screenshots-section';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <DemoSection />
      <ScreenshotsSection />
      <PricingSection />
      <FaqSection />
    </>
  );
}
