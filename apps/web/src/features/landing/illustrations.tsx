/** Drawn by us: a road with a sign and a car, for the lessons block. */
export function RoadIllustration() {
  return (
    <svg viewBox="0 0 200 120" className="h-auto w-full" aria-hidden="true">
      <rect width="200" height="120" rx="12" fill="#ecfdf5" />
      <path d="M70 120 95 40h10l25 80z" fill="#57534e" />
      <path d="M100 48v10m0 10v12m0 12v16" stroke="#fff" strokeWidth="3" />
      <rect x="150" y="40" width="4" height="60" fill="#78716c" />
      <path d="M152 12 176 54h-48z" fill="#fff" stroke="#dc2626" strokeWidth="6" strokeLinejoin="round" />
      <path d="M152 28v14" stroke="#1c1917" strokeWidth="4" strokeLinecap="round" />
      <circle cx="152" cy="47" r="2.4" fill="#1c1917" />
      <rect x="28" y="78" width="40" height="18" rx="6" fill="#047857" />
      <path d="M34 78l6-10h18l6 10z" fill="#10b981" />
      <circle cx="38" cy="98" r="5" fill="#1c1917" />
      <circle cx="58" cy="98" r="5" fill="#1c1917" />
    </svg>
  );
}

/** Drawn by us: a phone showing a timed exam, for the exams block. */
export function ExamIllustration() {
  return (
    <svg viewBox="0 0 200 120" className="h-auto w-full" aria-hidden="true">
      <rect width="200" height="120" rx="12" fill="#fffbeb" />
      <rect x="70" y="10" width="60" height="104" rx="10" fill="#1c1917" />
      <rect x="75" y="20" width="50" height="84" rx="4" fill="#fff" />
      <path d="M81 34h26M81 50h38M81 62h38M81 74h38" stroke="#d6d3d1" strokeWidth="4" strokeLinecap="round" />
      <circle cx="84" cy="62" r="3" fill="#059669" />
      <path d="M80 86l5 5 9-10" stroke="#059669" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="160" cy="40" r="22" fill="#fff" stroke="#f59e0b" strokeWidth="5" />
      <path d="M160 26v14l9 6" stroke="#1c1917" strokeWidth="4" strokeLinecap="round" fill="none" />
      <text x="8" y="70" fontSize="19" fontWeight="800" fill="#047857">
        14/20
      </text>
    </svg>
  );
}

/** Drawn by us: the app on a phone, a question about a speed-limit sign, for the landing's hero. */
export function PhoneQuestionIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 400" className={className} aria-hidden="true">
      <circle cx="160" cy="200" r="150" fill="#047857" />
      <rect x="75" y="18" width="170" height="364" rx="28" fill="#1c1917" />
      <rect x="85" y="32" width="150" height="336" rx="18" fill="#fff" />
      <path d="M85 50a18 18 0 0 1 18-18h114a18 18 0 0 1 18 18v22H85z" fill="#047857" />
      <rect x="97" y="46" width="56" height="12" rx="6" fill="#d1fae5" />
      <rect x="189" y="44" width="34" height="16" rx="8" fill="#fbbf24" />
      <circle cx="160" cy="118" r="30" fill="#fff" stroke="#dc2626" strokeWidth="8" />
      <text x="160" y="128" fontSize="28" fontWeight="800" textAnchor="middle" fill="#1c1917">
        50
      </text>
      <path d="M99 168h122M99 182h86" stroke="#a8a29e" strokeWidth="7" strokeLinecap="round" />
      <g fill="none" strokeWidth="2">
        <rect x="97" y="200" width="126" height="32" rx="9" stroke="#d6d3d1" />
        <rect x="97" y="240" width="126" height="32" rx="9" stroke="#059669" fill="#ecfdf5" />
        <rect x="97" y="280" width="126" height="32" rx="9" stroke="#d6d3d1" />
      </g>
      <circle cx="113" cy="216" r="6" fill="none" stroke="#a8a29e" strokeWidth="2" />
      <circle cx="113" cy="256" r="7" fill="#059669" />
      <circle cx="113" cy="296" r="6" fill="none" stroke="#a8a29e" strokeWidth="2" />
      <path d="M127 216h70M127 256h80M127 296h60" stroke="#d6d3d1" strokeWidth="6" strokeLinecap="round" />
      <rect x="97" y="326" width="126" height="28" rx="9" fill="#047857" />
      <rect x="232" y="232" width="72" height="48" rx="12" fill="#fff" />
      <path d="M246 256l8 8 14-16" stroke="#059669" strokeWidth="5" fill="none" strokeLinecap="round" />
      <rect x="276" y="244" width="18" height="6" rx="3" fill="#d6d3d1" />
      <rect x="276" y="258" width="14" height="6" rx="3" fill="#d6d3d1" />
    </svg>
  );
}
