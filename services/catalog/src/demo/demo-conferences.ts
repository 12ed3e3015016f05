import { ConferenceType, CreateConferenceInput } from '@confdir/contracts';

/**
 * Real, recurring technology conferences (true names, official sites, usual cities) for a fresh
 * install, so a new user sees a living directory. Dates follow each event's usual slot from
 * December 2026 to November 2027; organisers confirm exact dates closer to each event.
 */
type DemoConference = CreateConferenceInput & { type: ConferenceType; startDate: string; endDate: string };

export const DEMO_CONFERENCES: DemoConference[] = [
  // 2026 Q4
  { title: 'AWS re:Invent 2026', url: 'https://reinvent.awsevents.com', startDate: '2026-11-30', endDate: '2026-12-04', location: 'Las Vegas, NV, USA', venue: 'The Venetian', type: 'DevOps' },
  { title: 'Black Hat Europe 2026', url: 'https://www.blackhat.com/eu-26/', startDate: '2026-12-07', endDate: '2026-12-10', location: 'London, UK', venue: 'ExCeL London', type: 'Security' },
  { title: 'NeurIPS 2026', url: 'https://neurips.cc', startDate: '2026-12-06', endDate: '2026-12-12', location: 'Sydney, Australia', type: 'AI' },
  { title: 'Gartner IT Infrastructure, Operations & Cloud Strategies Conference', url: 'https://www.gartner.com/en/conferences/na/infrastructure-operations-cloud-us', startDate: '2026-12-08', endDate: '2026-12-10', location: 'Las Vegas, NV, USA', type: 'SaaS' },
  // 2027 Q1
  { title: 'CES 2027', url: 'https://www.ces.tech', startDate: '2027-01-06', endDate: '2027-01-09', location: 'Las Vegas, NV, USA', venue: 'Las Vegas Convention Center', type: 'Tech' },
  { title: 'J.P. Morgan Healthcare Conference', url: 'https://www.jpmorgan.com/about-us/events-conferences/health-care-conference', startDate: '2027-01-11', endDate: '2027-01-14', location: 'San Francisco, CA, USA', venue: 'Westin St. Francis', type: 'Bio/Health' },
  { title: 'FOSDEM 2027', url: 'https://fosdem.org', startDate: '2027-01-30', endDate: '2027-01-31', location: 'Brussels, Belgium', venue: 'ULB Solbosch Campus', type: 'Tech' },
  { title: 'Paris Fintech Forum', url: 'https://parisfintechforum.com', startDate: '2027-01-27', endDate: '2027-01-28', location: 'Paris, France', venue: 'Palais Brongniart', type: 'Fintech' },
  { title: 'Web Summit Qatar', url: 'https://qatar.websummit.com', startDate: '2027-02-01', endDate: '2027-02-04', location: 'Doha, Qatar', venue: 'Doha Exhibition and Convention Center', type: 'General' },
  { title: 'LEAP 2027', url: 'https://onegiantleap.com', startDate: '2027-02-08', endDate: '2027-02-11', location: 'Riyadh, Saudi Arabia', type: 'Tech' },
  { title: 'MWC Barcelona 2027', url: 'https://www.mwcbarcelona.com', startDate: '2027-03-01', endDate: '2027-03-04', location: 'Barcelona, Spain', venue: 'Fira Gran Via', type: 'Tech' },
  { title: 'HIMSS27 Global Health Conference & Exhibition', url: 'https://www.himssconference.com', startDate: '2027-03-08', endDate: '2027-03-12', location: 'Las Vegas, NV, USA', type: 'Bio/Health' },
  { title: 'SXSW 2027', url: 'https://www.sxsw.com', startDate: '2027-03-12', endDate: '2027-03-20', location: 'Austin, TX, USA', type: 'General' },
  { title: 'NVIDIA GTC 2027', url: 'https://www.nvidia.com/gtc/', startDate: '2027-03-15', endDate: '2027-03-18', location: 'San Jose, CA, USA', venue: 'San Jose McEnery Convention Center', type: 'AI' },
  { title: 'KubeCon + CloudNativeCon Europe 2027', url: 'https://events.linuxfoundation.org/kubecon-cloudnativecon-europe/', startDate: '2027-03-22', endDate: '2027-03-25', location: 'Barcelona, Spain', type: 'DevOps' },
  // 2027 Q2
  { title: 'RSAC 2027 Conference', url: 'https://www.rsaconference.com', startDate: '2027-04-26', endDate: '2027-04-29', location: 'San Francisco, CA, USA', venue: 'Moscone Center', type: 'Security' },
  { title: 'ODSC East 2027', url: 'https://odsc.com/boston/', startDate: '2027-04-27', endDate: '2027-04-29', location: 'Boston, MA, USA', type: 'AI' },
  { title: 'Google I/O 2027', url: 'https://io.google', startDate: '2027-05-18', endDate: '2027-05-19', location: 'Mountain View, CA, USA', venue: 'Shoreline Amphitheatre', type: 'Tech' },
  { title: 'Microsoft Build 2027', url: 'https://build.microsoft.com', startDate: '2027-05-18', endDate: '2027-05-20', location: 'Seattle, WA, USA', type: 'Tech' },
  { title: 'Bio-IT World Conference & Expo', url: 'https://www.bio-itworldexpo.com', startDate: '2027-05-18', endDate: '2027-05-20', location: 'Boston, MA, USA', type: 'Bio/Health' },
  { title: 'SaaStr Annual 2027', url: 'https://www.saastrannual.com', startDate: '2027-05-11', endDate: '2027-05-13', location: 'San Mateo, CA, USA', type: 'SaaS' },
  { title: 'Infosecurity Europe 2027', url: 'https://www.infosecurityeurope.com', startDate: '2027-06-01', endDate: '2027-06-03', location: 'London, UK', venue: 'ExCeL London', type: 'Security' },
  { title: 'Money20/20 Europe 2027', url: 'https://europe.money2020.com', startDate: '2027-06-01', endDate: '2027-06-03', location: 'Amsterdam, Netherlands', venue: 'RAI Amsterdam', type: 'Fintech' },
  { title: 'Data + AI Summit 2027', url: 'https://www.databricks.com/dataaisummit', startDate: '2027-06-07', endDate: '2027-06-10', location: 'San Francisco, CA, USA', venue: 'Moscone Center', type: 'AI' },
  { title: 'VivaTech 2027', url: 'https://vivatechnology.com', startDate: '2027-06-16', endDate: '2027-06-19', location: 'Paris, France', venue: 'Paris Expo Porte de Versailles', type: 'General' },
  { title: 'TNW Conference 2027', url: 'https://thenextweb.com/conference', startDate: '2027-06-17', endDate: '2027-06-18', location: 'Amsterdam, Netherlands', type: 'General' },
  { title: 'Monitorama PDX 2027', url: 'https://monitorama.com', startDate: '2027-06-22', endDate: '2027-06-23', location: 'Portland, OR, USA', type: 'DevOps' },
  // 2027 Q3
  { title: 'Black Hat USA 2027', url: 'https://www.blackhat.com/us-27/', startDate: '2027-08-01', endDate: '2027-08-06', location: 'Las Vegas, NV, USA', venue: 'Mandalay Bay', type: 'Security' },
  { title: 'DEF CON 35', url: 'https://defcon.org', startDate: '2027-08-05', endDate: '2027-08-08', location: 'Las Vegas, NV, USA', venue: 'Las Vegas Convention Center', type: 'Security' },
  { title: 'INBOUND 2027', url: 'https://www.inbound.com', startDate: '2027-09-08', endDate: '2027-09-10', location: 'Boston, MA, USA', type: 'SaaS' },
  { title: 'Dreamforce 2027', url: 'https://www.salesforce.com/dreamforce/', startDate: '2027-09-14', endDate: '2027-09-16', location: 'San Francisco, CA, USA', venue: 'Moscone Center', type: 'SaaS' },
  // 2027 Q4
  { title: 'World Summit AI 2027', url: 'https://worldsummit.ai', startDate: '2027-10-06', endDate: '2027-10-07', location: 'Amsterdam, Netherlands', venue: 'Taets Art & Event Park', type: 'AI' },
  { title: 'SaaStock Europe 2027', url: 'https://www.saastock.com', startDate: '2027-10-12', endDate: '2027-10-13', location: 'Dublin, Ireland', venue: 'RDS Dublin', type: 'SaaS' },
  { title: 'HLTH 2027', url: 'https://www.hlth.com', startDate: '2027-10-17', endDate: '2027-10-20', location: 'Las Vegas, NV, USA', type: 'Bio/Health' },
  { title: 'Money20/20 USA 2027', url: 'https://us.money2020.com', startDate: '2027-10-24', endDate: '2027-10-27', location: 'Las Vegas, NV, USA', venue: 'The Venetian', type: 'Fintech' },
  { title: 'GitHub Universe 2027', url: 'https://githubuniverse.com', startDate: '2027-10-27', endDate: '2027-10-28', location: 'San Francisco, CA, USA', venue: 'Fort Mason Center', type: 'DevOps' },
  { title: 'Web Summit 2027', url: 'https://websummit.com', startDate: '2027-11-08', endDate: '2027-11-11', location: 'Lisbon, Portugal', venue: 'MEO Arena', type: 'General' },
  { title: 'Singapore FinTech Festival 2027', url: 'https://www.fintechfestival.sg', startDate: '2027-11-10', endDate: '2027-11-12', location: 'Singapore', venue: 'Singapore EXPO', type: 'Fintech' },
  { title: 'Slush 2027', url: 'https://www.slush.org', startDate: '2027-11-17', endDate: '2027-11-18', location: 'Helsinki, Finland', venue: 'Messukeskus Helsinki', type: 'General' },
];
