// The lucide icons the achievement templates name (lib/templates.ts), exported under those very names: this module's
// exports are the lookup table, so each icon is named once.
export {
  BadgeCheck,
  Crown,
  FileText,
  Filter,
  GraduationCap,
  Handshake,
  Map,
  MessageSquareQuote,
  MonitorPlay,
  Quote,
  Rocket,
  Send,
  Sparkles,
  Swords,
  ThumbsUp,
  TrendingUp,
  Trophy,
} from "lucide-react";
