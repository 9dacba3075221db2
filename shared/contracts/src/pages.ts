// Content pages: sales datatable, FAQ, help center and user profile.

// ---------------------------------------------------------------------------------------------
// Sales datatable

export const SALES_PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export type SalesPaymentStatus = (typeof SALES_PAYMENT_STATUSES)[number];
export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;
export type ReceivedPaymentStatus = (typeof RECEIVED_PAYMENT_STATUSES)[number];

export interface SalesProduct {
  id: number;
  name: string;
  slug: string;
  brand: string;
  category: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  /** 1 to 5. */
  rating: number;
  description: string;
}

export interface SalesOrder {
  product: SalesProduct;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  buyer: { name: string; avatar: string };
  payment: {
    total: number;
    receivedPaymentStatus: ReceivedPaymentStatus;
    paidAmount: number;
    status: SalesPaymentStatus;
  };
}

/** GET /api/pages/datatable. */
export type DatatableResponse = SalesOrder[];

// ---------------------------------------------------------------------------------------------
// FAQ

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** (addition) The group's id, the same in every language (the page's `?group=`). */
  id: string;
  faqTitle: string;
  /** A Tabler icon name. */
  faqIcon: string;
  faqSubtitle: string;
  faqs: FaqItem[];
}

export interface FaqQuery {
  /** Matches questions, case-insensitively; groups without a match are left out. */
  q?: string;
}

/** GET /api/pages/faq. */
export type FaqResponse = FaqGroup[];

// ---------------------------------------------------------------------------------------------
// Help center

export interface HelpCenterPopularArticle {
  slug: string;
  title: string;
  img: string;
  subtitle: string;
}

export interface HelpCenterCategory {
  title: string;
  /** A Tabler icon name. */
  icon: string;
  articles: { title: string; slug: string }[];
}

export interface HelpCenterKeepLearning {
  slug: string;
  title: string;
  img: string;
  subtitle: string;
}

export interface HelpCenterResponse {
  allArticles: HelpCenterCategory[];
  popularArticles: HelpCenterPopularArticle[];
  keepLearning: HelpCenterKeepLearning[];
}

export interface HelpCenterArticle {
  title: string;
  /** Human date text, e.g. "1 month ago". */
  lastUpdated: string;
  /** HTML text; sanitise before rendering. */
  productContent: string;
  /** HTML text; sanitise before rendering. */
  checkoutContent: string;
  /** Related article titles. */
  articleList: string[];
  checkoutImg: string;
  productImg: string;
}

// ---------------------------------------------------------------------------------------------
// User profile

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileHeader {
  fullName: string;
  location: string;
  joiningDate: string;
  designation: string;
  profileImg: string;
  coverImg: string;
}

export interface ProfileProperty {
  property: string;
  value: string;
  /** A Tabler icon name. */
  icon: string;
}

export interface ProfileChip {
  title: string;
  color: string;
}

export interface ProfileConnection {
  name: string;
  connections: string;
  isFriend?: boolean;
  isConnected: boolean;
  designation: string;
  tasks: string;
  projects: string;
  avatar: string;
  chips: ProfileChip[];
}

export interface ProfileTeam {
  title: string;
  extraMembers: number;
  avatar: string;
  avatarGroup: { avatar: string; name: string }[];
  description: string;
  chips: ProfileChip[];
}

export interface ProfileProject {
  title: string;
  client: string;
  daysLeft: number;
  comments: number;
  totalTask: number;
  completedTask: number;
  hours: string;
  tasks: string;
  budget: string;
  budgetSpent: string;
  deadline: string;
  startDate: string;
  members: string;
  chipColor: string;
  description: string;
  avatar: string;
  avatarGroup: { avatar: string; name: string }[];
}

export interface ProfileProjectRow {
  id: number;
  name: string;
  leader: string;
  date: string;
  /** Percentage 0 to 100. */
  status: number;
  avatar: string;
  avatarGroup: string[];
}

export interface ProfileTeamSummary {
  title: string;
  avatar: string;
  members: number;
  chipText: string;
  chipColor: string;
}

export interface ProfileConnectionSummary {
  name: string;
  connections: string;
  avatar: string;
  isFriend: boolean;
}

/** The `profile` tab: about, contacts, teams and overview lists plus the side cards and project table. */
export interface ProfileTabData {
  about: ProfileProperty[];
  contacts: ProfileProperty[];
  teams: ProfileProperty[];
  overview: ProfileProperty[];
  connections: ProfileConnectionSummary[];
  teamsTech: ProfileTeamSummary[];
  projectTable: ProfileProjectRow[];
}

export interface ProfileTabResponseMap {
  profile: ProfileTabData;
  teams: ProfileTeam[];
  projects: ProfileProject[];
  connections: ProfileConnection[];
}

/** GET /api/pages/profile?tab=: the sample section of that tab. */
export type ProfileTabResponse<T extends ProfileTab = ProfileTab> = ProfileTabResponseMap[T];
