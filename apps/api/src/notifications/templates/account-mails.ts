import type { Language } from "@bounty/shared";
import type { MailWords } from "./layout.ts";

const payout: Record<
  Language,
  { paid: [string, string]; failed: [string, string, string, string]; action: string }
> = {
  en: {
    paid: [
      "Your withdrawal of {amount} was transferred",
      "We transferred {amount} to the payment method you gave.",
    ],
    failed: [
      "Your withdrawal of {amount} failed",
      "We could not transfer {amount}. The amount is back in your balance.",
      "Reason:",
      "Check your private information and payment method, then withdraw again.",
    ],
    action: "Your balance and history",
  },
  ja: {
    paid: ["{amount} の出金を振り込みました", "ご指定の支払い方法に {amount} を振り込みました。"],
    failed: [
      "{amount} の出金に失敗しました",
      "{amount} を振り込めませんでした。金額は残高に戻っています。",
      "理由:",
      "個人情報と支払い方法を確認してから、もう一度出金してください。",
    ],
    action: "残高と履歴",
  },
  fr: {
    paid: [
      "Votre retrait de {amount} a été viré",
      "Nous avons viré {amount} sur le moyen de paiement que vous avez indiqué.",
    ],
    failed: [
      "Votre retrait de {amount} a échoué",
      "Nous n’avons pas pu virer {amount}. Le montant est de retour sur votre solde.",
      "Motif :",
      "Vérifiez vos informations privées et votre moyen de paiement, puis retirez de nouveau.",
    ],
    action: "Votre solde et votre historique",
  },
};

/** A payout's outcome, to its hunter: transferred, or failed with staff's reason and the money back. */
export function payoutWords(
  language: Language,
  f: { paid: boolean; amount: string; reason: string; link: string },
): MailWords {
  const t = payout[language];
  const fill = (s: string) => s.replaceAll("{amount}", f.amount);
  return {
    subject: fill(f.paid ? t.paid[0] : t.failed[0]),
    paragraphs: f.paid ? [fill(t.paid[1])] : [fill(t.failed[1]), `${t.failed[2]}\n${f.reason}`, t.failed[3]],
    action: { label: t.action, url: f.link },
  };
}
