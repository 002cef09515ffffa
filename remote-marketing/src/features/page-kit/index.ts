export { PageHero, type PageHeroProps, type Crumb } from './page-hero';
export { Section, FeatureGrid, StepList, FactBand, FaqList, CtaBand, TestimonialList, LinkChips, kitStyles } from './blocks';
export { Prose } from './prose';
