/**
 * The labelled set that measures ICP-fit quality (issue 17). Twenty fictional but realistic companies,
 * each with an ICP written the way a marketer fills the profile form, a short track record of past
 * events (title, type, location, role, rating), and the ten upcoming conferences of the fixed pool
 * (the demo conferences in services/catalog/src/demo, by title) a person would pick for them after
 * reading the ICP. The labels were written by hand from the ICP texts before the scorer existed; do
 * not tune them to the scorer. precision-at-10.spec.ts reports the scorer's precision@10 against them.
 */
export interface LabelledPastEvent {
  title: string;
  type: string;
  location: string;
  role: 'ATTENDED' | 'SPONSORED' | 'SPOKE' | 'EXHIBITED';
  rating: number | null;
}

export interface LabelledCompany {
  name: string;
  icpSummary: string;
  targetIndustries: string;
  targetTitles: string;
  targetCompanySizes: string;
  targetRegions: string;
  targetNotes: string;
  trackRecord: LabelledPastEvent[];
  /** Titles of the ten best upcoming conferences of the pool, in no particular order. */
  best: string[];
}

export const ICP_LABELLED_SET: LabelledCompany[] = [
  {
    name: 'Kubewise',
    icpSummary: 'Kubernetes cost and reliability insights for platform teams running many clusters.',
    targetIndustries: 'SaaS, Cloud Infrastructure, Software',
    targetTitles: 'Platform Engineer, SRE, VP Engineering, Head of Infrastructure',
    targetCompanySizes: '200-1000, 1000-5000',
    targetRegions: 'Europe, North America',
    targetNotes: 'Cloud native, Kubernetes, observability and FinOps people.',
    trackRecord: [
      { title: 'KubeCon + CloudNativeCon North America 2025', type: 'DevOps', location: 'Atlanta, GA, USA', role: 'SPONSORED', rating: 5 },
      { title: 'Monitorama PDX 2025', type: 'DevOps', location: 'Portland, OR, USA', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'KubeCon + CloudNativeCon Europe 2027', 'AWS re:Invent 2026', 'Monitorama PDX 2027', 'GitHub Universe 2027',
      'Gartner IT Infrastructure, Operations & Cloud Strategies Conference', 'FOSDEM 2027', 'Microsoft Build 2027',
      'Google I/O 2027', 'Data + AI Summit 2027', 'SaaStock Europe 2027',
    ],
  },
  {
    name: 'Vaultline',
    icpSummary: 'Cloud security posture management for regulated enterprises.',
    targetIndustries: 'Cybersecurity, Financial Services, Healthcare',
    targetTitles: 'CISO, Head of Cloud Security, Security Engineer',
    targetCompanySizes: '1000-5000, 5000+',
    targetRegions: 'North America, UK',
    targetNotes: 'Compliance (SOC 2, PCI), security teams in the cloud.',
    trackRecord: [
      { title: 'RSAC 2026 Conference', type: 'Security', location: 'San Francisco, CA, USA', role: 'EXHIBITED', rating: 5 },
      { title: 'Black Hat USA 2026', type: 'Security', location: 'Las Vegas, NV, USA', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'RSAC 2027 Conference', 'Black Hat USA 2027', 'DEF CON 35', 'Infosecurity Europe 2027', 'Black Hat Europe 2026',
      'AWS re:Invent 2026', 'Gartner IT Infrastructure, Operations & Cloud Strategies Conference',
      'KubeCon + CloudNativeCon Europe 2027', 'Money20/20 USA 2027', 'HIMSS27 Global Health Conference & Exhibition',
    ],
  },
  {
    name: 'LedgerLoop',
    icpSummary: 'Payments reconciliation API for fintechs and banks.',
    targetIndustries: 'Fintech, Banking, Payments',
    targetTitles: 'CFO, Head of Payments, VP Finance Operations',
    targetCompanySizes: '50-200, 200-1000',
    targetRegions: 'Europe',
    targetNotes: 'Open banking and PSD2; finance teams at scale-ups.',
    trackRecord: [
      { title: 'Money20/20 Europe 2026', type: 'Fintech', location: 'Amsterdam, Netherlands', role: 'SPONSORED', rating: 5 },
    ],
    best: [
      'Money20/20 Europe 2027', 'Paris Fintech Forum', 'Money20/20 USA 2027', 'Singapore FinTech Festival 2027', 'Web Summit 2027',
      'VivaTech 2027', 'SaaStock Europe 2027', 'Slush 2027', 'TNW Conference 2027', 'Infosecurity Europe 2027',
    ],
  },
  {
    name: 'MedSignal',
    icpSummary: 'Clinical AI that flags deteriorating patients from EHR data.',
    targetIndustries: 'Healthcare, Hospitals, Health Systems',
    targetTitles: 'CMIO, CIO, Chief Nursing Officer',
    targetCompanySizes: '1000-5000, 5000+',
    targetRegions: 'North America',
    targetNotes: 'HIPAA, EHR integration, hospital IT.',
    trackRecord: [
      { title: 'HIMSS26 Global Health Conference & Exhibition', type: 'Bio/Health', location: 'Las Vegas, NV, USA', role: 'EXHIBITED', rating: 5 },
      { title: 'HLTH 2026', type: 'Bio/Health', location: 'Las Vegas, NV, USA', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'HIMSS27 Global Health Conference & Exhibition', 'HLTH 2027', 'J.P. Morgan Healthcare Conference', 'Bio-IT World Conference & Expo',
      'CES 2027', 'NVIDIA GTC 2027', 'ODSC East 2027', 'SXSW 2027', 'Data + AI Summit 2027', 'RSAC 2027 Conference',
    ],
  },
  {
    name: 'GeneForge',
    icpSummary: 'Lab data platform for biotech and pharma R&D teams.',
    targetIndustries: 'Biotech, Pharma, Life Sciences',
    targetTitles: 'Head of R&D IT, Bioinformatics Lead, Chief Scientific Officer',
    targetCompanySizes: '50-200, 200-1000, 1000-5000',
    targetRegions: 'North America, Europe',
    targetNotes: 'Genomics, lab automation, scientific data.',
    trackRecord: [
      { title: 'Bio-IT World Conference & Expo 2026', type: 'Bio/Health', location: 'Boston, MA, USA', role: 'EXHIBITED', rating: 5 },
    ],
    best: [
      'Bio-IT World Conference & Expo', 'J.P. Morgan Healthcare Conference', 'HLTH 2027', 'HIMSS27 Global Health Conference & Exhibition',
      'NVIDIA GTC 2027', 'Data + AI Summit 2027', 'ODSC East 2027', 'NeurIPS 2026', 'World Summit AI 2027', 'Slush 2027',
    ],
  },
  {
    name: 'Tensorlane',
    icpSummary: 'Evaluation and monitoring for LLM applications in production.',
    targetIndustries: 'AI, Software, SaaS',
    targetTitles: 'ML Engineer, Head of AI, Data Scientist',
    targetCompanySizes: '50-200, 200-1000, 1000-5000',
    targetRegions: 'North America, Europe',
    targetNotes: 'LLMs, MLOps, machine learning teams shipping AI features.',
    trackRecord: [
      { title: 'NeurIPS 2025', type: 'AI', location: 'San Diego, CA, USA', role: 'ATTENDED', rating: 4 },
      { title: 'ODSC West 2026', type: 'AI', location: 'San Francisco, CA, USA', role: 'SPONSORED', rating: 5 },
    ],
    best: [
      'NVIDIA GTC 2027', 'Data + AI Summit 2027', 'ODSC East 2027', 'NeurIPS 2026', 'World Summit AI 2027', 'Google I/O 2027',
      'Microsoft Build 2027', 'AWS re:Invent 2026', 'GitHub Universe 2027', 'VivaTech 2027',
    ],
  },
  {
    name: 'Pipelane',
    icpSummary: 'Sales engagement and pipeline analytics for B2B revenue teams.',
    targetIndustries: 'SaaS, B2B Software',
    targetTitles: 'VP Sales, CRO, RevOps Manager',
    targetCompanySizes: '50-200, 200-1000',
    targetRegions: 'North America',
    targetNotes: 'Go-to-market leaders and sales teams.',
    trackRecord: [
      { title: 'SaaStr Annual 2026', type: 'SaaS', location: 'San Mateo, CA, USA', role: 'SPONSORED', rating: 5 },
      { title: 'Dreamforce 2026', type: 'SaaS', location: 'San Francisco, CA, USA', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'SaaStr Annual 2027', 'Dreamforce 2027', 'INBOUND 2027', 'SaaStock Europe 2027', 'Web Summit 2027', 'SXSW 2027',
      'VivaTech 2027', 'Slush 2027', 'TNW Conference 2027', 'AWS re:Invent 2026',
    ],
  },
  {
    name: 'Brandwave',
    icpSummary: 'Marketing analytics that ties campaigns to revenue for consumer brands.',
    targetIndustries: 'Marketing, Ecommerce, Media',
    targetTitles: 'CMO, Head of Growth, Marketing Operations',
    targetCompanySizes: '50-200, 200-1000',
    targetRegions: 'North America, Europe',
    targetNotes: 'B2C brands, growth and marketing teams.',
    trackRecord: [{ title: 'INBOUND 2026', type: 'SaaS', location: 'Boston, MA, USA', role: 'EXHIBITED', rating: 5 }],
    best: [
      'INBOUND 2027', 'SXSW 2027', 'Dreamforce 2027', 'SaaStr Annual 2027', 'Web Summit 2027', 'VivaTech 2027', 'CES 2027',
      'TNW Conference 2027', 'SaaStock Europe 2027', 'Slush 2027',
    ],
  },
  {
    name: 'GulfStack',
    icpSummary: 'Sovereign cloud and AI platforms for governments and large enterprises in the Gulf.',
    targetIndustries: 'Government, Energy, Telecom',
    targetTitles: 'CIO, CTO, Chief Digital Officer',
    targetCompanySizes: '1000-5000, 5000+',
    targetRegions: 'Middle East, GCC',
    targetNotes: 'Sovereign cloud, Arabic language AI, national digital programmes.',
    trackRecord: [{ title: 'GITEX Global 2026', type: 'Tech', location: 'Dubai, UAE', role: 'EXHIBITED', rating: 5 }],
    best: [
      'LEAP 2027', 'Web Summit Qatar', 'MWC Barcelona 2027', 'CES 2027', 'AWS re:Invent 2026',
      'Gartner IT Infrastructure, Operations & Cloud Strategies Conference', 'NVIDIA GTC 2027', 'World Summit AI 2027', 'VivaTech 2027',
      'Web Summit 2027',
    ],
  },
  {
    name: 'Lionrail',
    icpSummary: 'Real-time cross-border payments rails for banks in Southeast Asia.',
    targetIndustries: 'Banking, Fintech, Payments',
    targetTitles: 'CTO, Head of Payments, Head of Treasury',
    targetCompanySizes: '1000-5000, 5000+',
    targetRegions: 'APAC, Southeast Asia',
    targetNotes: 'Real-time payments, remittances, regulators.',
    trackRecord: [
      { title: 'Singapore FinTech Festival 2026', type: 'Fintech', location: 'Singapore', role: 'SPONSORED', rating: 5 },
      { title: 'Money20/20 Asia 2026', type: 'Fintech', location: 'Bangkok, Thailand', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'Singapore FinTech Festival 2027', 'Money20/20 Europe 2027', 'Money20/20 USA 2027', 'Paris Fintech Forum', 'Web Summit Qatar',
      'LEAP 2027', 'RSAC 2027 Conference', 'Infosecurity Europe 2027', 'Black Hat USA 2027', 'Web Summit 2027',
    ],
  },
  {
    name: 'ChipCraft',
    icpSummary: 'Edge AI chips and SDKs for device makers.',
    targetIndustries: 'Consumer Electronics, Automotive, Robotics',
    targetTitles: 'Hardware Engineer, CTO, Product Manager',
    targetCompanySizes: '200-1000, 1000-5000, 5000+',
    targetRegions: 'North America, Asia',
    targetNotes: 'Embedded systems, IoT, on-device AI.',
    trackRecord: [
      { title: 'CES 2026', type: 'Tech', location: 'Las Vegas, NV, USA', role: 'EXHIBITED', rating: 5 },
      { title: 'NVIDIA GTC 2026', type: 'AI', location: 'San Jose, CA, USA', role: 'ATTENDED', rating: 5 },
    ],
    best: [
      'CES 2027', 'NVIDIA GTC 2027', 'MWC Barcelona 2027', 'Google I/O 2027', 'Microsoft Build 2027', 'SXSW 2027', 'NeurIPS 2026',
      'Web Summit 2027', 'Slush 2027', 'Data + AI Summit 2027',
    ],
  },
  {
    name: 'OpenHive',
    icpSummary: 'Open-source developer tooling with a paid cloud offering.',
    targetIndustries: 'Software, Open Source',
    targetTitles: 'Software Engineer, Developer Advocate, Engineering Manager',
    targetCompanySizes: '1-50, 50-200, 200-1000',
    targetRegions: 'Europe, Global',
    targetNotes: 'Developers and open source communities.',
    trackRecord: [
      { title: 'FOSDEM 2026', type: 'Tech', location: 'Brussels, Belgium', role: 'SPOKE', rating: 5 },
      { title: 'KubeCon + CloudNativeCon Europe 2026', type: 'DevOps', location: 'Amsterdam, Netherlands', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'FOSDEM 2027', 'KubeCon + CloudNativeCon Europe 2027', 'GitHub Universe 2027', 'Microsoft Build 2027', 'Google I/O 2027',
      'AWS re:Invent 2026', 'Web Summit 2027', 'TNW Conference 2027', 'DEF CON 35', 'Monitorama PDX 2027',
    ],
  },
  {
    name: 'TelcoMesh',
    icpSummary: 'Network automation for mobile operators.',
    targetIndustries: 'Telecom, Mobile Operators',
    targetTitles: 'CTO, Network Architect, Head of Network Operations',
    targetCompanySizes: '5000+',
    targetRegions: 'Europe, Middle East',
    targetNotes: '5G, open RAN, network operations.',
    trackRecord: [{ title: 'MWC Barcelona 2026', type: 'Tech', location: 'Barcelona, Spain', role: 'EXHIBITED', rating: 5 }],
    best: [
      'MWC Barcelona 2027', 'LEAP 2027', 'Web Summit Qatar', 'KubeCon + CloudNativeCon Europe 2027', 'CES 2027',
      'Gartner IT Infrastructure, Operations & Cloud Strategies Conference', 'AWS re:Invent 2026', 'VivaTech 2027', 'Web Summit 2027',
      'Infosecurity Europe 2027',
    ],
  },
  {
    name: 'NordicSeed',
    icpSummary: 'Deal-flow CRM for early-stage investors and the founders they back.',
    targetIndustries: 'Venture Capital, Startups',
    targetTitles: 'Partner, Founder, Investor',
    targetCompanySizes: '1-50',
    targetRegions: 'Europe, Nordics',
    targetNotes: 'Founders and investors; startup ecosystems.',
    trackRecord: [{ title: 'Slush 2026', type: 'General', location: 'Helsinki, Finland', role: 'SPONSORED', rating: 5 }],
    best: [
      'Slush 2027', 'Web Summit 2027', 'TNW Conference 2027', 'VivaTech 2027', 'SaaStock Europe 2027', 'Web Summit Qatar', 'SXSW 2027',
      'Paris Fintech Forum', 'LEAP 2027', 'SaaStr Annual 2027',
    ],
  },
  {
    name: 'ShieldOps',
    icpSummary: 'Managed detection and response for mid-size European companies.',
    targetIndustries: 'Manufacturing, Retail, Cybersecurity',
    targetTitles: 'IT Director, CISO, Head of IT',
    targetCompanySizes: '200-1000, 1000-5000',
    targetRegions: 'Europe, UK, DACH',
    targetNotes: 'GDPR and NIS2 compliance; security operations.',
    trackRecord: [
      { title: 'Infosecurity Europe 2026', type: 'Security', location: 'London, UK', role: 'EXHIBITED', rating: 5 },
      { title: 'Black Hat Europe 2025', type: 'Security', location: 'London, UK', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'Infosecurity Europe 2027', 'Black Hat Europe 2026', 'RSAC 2027 Conference', 'Black Hat USA 2027', 'DEF CON 35',
      'KubeCon + CloudNativeCon Europe 2027', 'VivaTech 2027', 'Web Summit 2027', 'MWC Barcelona 2027', 'FOSDEM 2027',
    ],
  },
  {
    name: 'DataDock',
    icpSummary: 'Managed data pipelines into the warehouse.',
    targetIndustries: 'SaaS, Analytics',
    targetTitles: 'Data Engineer, Head of Data, Analytics Engineer',
    targetCompanySizes: '200-1000, 1000-5000',
    targetRegions: 'North America',
    targetNotes: 'Data engineering, SQL, the modern data stack.',
    trackRecord: [{ title: 'Data + AI Summit 2026', type: 'AI', location: 'San Francisco, CA, USA', role: 'SPONSORED', rating: 5 }],
    best: [
      'Data + AI Summit 2027', 'ODSC East 2027', 'AWS re:Invent 2026', 'Google I/O 2027', 'Microsoft Build 2027', 'NVIDIA GTC 2027',
      'GitHub Universe 2027', 'Gartner IT Infrastructure, Operations & Cloud Strategies Conference', 'Dreamforce 2027', 'SaaStr Annual 2027',
    ],
  },
  {
    name: 'CareLoop',
    icpSummary: 'Patient engagement and telehealth for clinics.',
    targetIndustries: 'Healthcare, Clinics',
    targetTitles: 'Practice Manager, Medical Director, Head of Digital',
    targetCompanySizes: '50-200, 200-1000',
    targetRegions: 'Europe',
    targetNotes: 'GDPR, telehealth, patient experience.',
    trackRecord: [{ title: 'HLTH Europe 2026', type: 'Bio/Health', location: 'Amsterdam, Netherlands', role: 'EXHIBITED', rating: 5 }],
    best: [
      'HLTH 2027', 'HIMSS27 Global Health Conference & Exhibition', 'VivaTech 2027', 'Web Summit 2027', 'TNW Conference 2027', 'Slush 2027',
      'J.P. Morgan Healthcare Conference', 'Bio-IT World Conference & Expo', 'Infosecurity Europe 2027', 'World Summit AI 2027',
    ],
  },
  {
    name: 'QuantEdge',
    icpSummary: 'Low-latency trading infrastructure and market data for funds.',
    targetIndustries: 'Capital Markets, Hedge Funds, Banking',
    targetTitles: 'CTO, Head of Trading Technology, Quant Researcher',
    targetCompanySizes: '200-1000, 1000-5000',
    targetRegions: 'North America, UK',
    targetNotes: 'Low latency, market data, GPUs for research.',
    trackRecord: [
      { title: 'Money20/20 USA 2025', type: 'Fintech', location: 'Las Vegas, NV, USA', role: 'ATTENDED', rating: 3 },
      { title: 'NVIDIA GTC 2026', type: 'AI', location: 'San Jose, CA, USA', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'Money20/20 USA 2027', 'Money20/20 Europe 2027', 'Paris Fintech Forum', 'NVIDIA GTC 2027', 'Data + AI Summit 2027', 'NeurIPS 2026',
      'AWS re:Invent 2026', 'Singapore FinTech Festival 2027', 'ODSC East 2027', 'RSAC 2027 Conference',
    ],
  },
  {
    name: 'EduSpark',
    icpSummary: 'Hands-on learning paths that upskill engineering teams.',
    targetIndustries: 'Software, Education',
    targetTitles: 'Engineering Manager, L&D Lead, CTO',
    targetCompanySizes: '200-1000, 1000-5000',
    targetRegions: 'Global',
    targetNotes: 'Developers learning cloud and AI skills.',
    trackRecord: [
      { title: 'GitHub Universe 2026', type: 'DevOps', location: 'San Francisco, CA, USA', role: 'SPONSORED', rating: 5 },
      { title: 'Microsoft Build 2026', type: 'Tech', location: 'Seattle, WA, USA', role: 'ATTENDED', rating: 4 },
    ],
    best: [
      'GitHub Universe 2027', 'Microsoft Build 2027', 'Google I/O 2027', 'AWS re:Invent 2026', 'KubeCon + CloudNativeCon Europe 2027',
      'FOSDEM 2027', 'Data + AI Summit 2027', 'ODSC East 2027', 'Web Summit 2027', 'SXSW 2027',
    ],
  },
  {
    name: 'RetailPulse',
    icpSummary: 'AI personalisation for retailers and consumer brands.',
    targetIndustries: 'Retail, Ecommerce, Consumer Goods',
    targetTitles: 'Chief Digital Officer, Head of Ecommerce, CMO',
    targetCompanySizes: '1000-5000, 5000+',
    targetRegions: 'North America, Europe',
    targetNotes: 'Ecommerce personalisation with AI.',
    trackRecord: [
      { title: 'CES 2026', type: 'Tech', location: 'Las Vegas, NV, USA', role: 'ATTENDED', rating: 4 },
      { title: 'NRF Retail’s Big Show 2026', type: 'General', location: 'New York, NY, USA', role: 'EXHIBITED', rating: 5 },
    ],
    best: [
      'CES 2027', 'SXSW 2027', 'VivaTech 2027', 'Web Summit 2027', 'Dreamforce 2027', 'INBOUND 2027', 'Google I/O 2027',
      'Data + AI Summit 2027', 'World Summit AI 2027', 'TNW Conference 2027',
    ],
  },
];
