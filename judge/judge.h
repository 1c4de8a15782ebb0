// Plumb judge: the judge that records what each check found.
//
// A check calls the judge once per question it asks of the subject: a
// decision compared with the oracle, a construction measured against its
// contract, or an invariant that needs no oracle. The judge applies the
// subject's declarations (subject/declarations.h):
//
//   decision      a disagreement is a fault unless the member's contract has a
//                 rounding allowance and the case's margin (the relative
//                 distance of the exact input from the nearest input with the
//                 other answer, docs/margins.md) is within it: then it is
//                 rounding-level, counted but not a finding;
//   construction  measured first against Plumb's strict contract (cheap); only
//                 when that fails is the declared tolerance evaluated (absolute
//                 error, the exact magnitude and the condition scale, computed
//                 lazily by the check);
//   invariant     holds or not.
//
// It counts per kernel (for `plumb check`'s table), keeps the worst
// construction error, and turns every fault into a Finding carrying what a
// maintainer acts on: the kernel, the input as hex floats, the subject's
// answer, the exact answer, by how much, and how it groups with others
// (Finding::group(); the runner gathers groups, harness/runner.h).
#pragma once

#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "judge/exact_grid.h"
#include "judge/recent_stats.h"
#include "subject/declarations.h"

namespace plumb {

/// What kind of question a finding answers wrongly.
enum class Question { decision, construction, invariant, crash };
const char* question_name(Question q);

struct Finding {
  std::string property;  // the property that caught it
  std::string kernel;    // the member that answered wrongly (or crashed)
  std::string label;     // the generator class of the case
  std::string input;     // the case, hex floats
  std::string fast;      // the subject's answer
  std::string exact;     // the exact (or expected) answer
  std::string what;      // what is wrong, with the size of the error
  long case_index = 0;   // which case of the property (for replay)
  int property_order = 0;  // the property's position in the suite (orders findings)
  Question question = Question::invariant;
  std::string about;     // the question asked or the quantity ("t", "the closed segments meet")
  std::string kind;      // how it is wrong: "true instead of false", "NaN", "off", "SIGABRT", ...
  /// Decisions: the case's margin in units of the subject's u (NaN if not known).
  double margin_u = std::numeric_limits<double>::quiet_NaN();
  /// Constructions: the error as a multiple of what the contract allows.
  double beyond = std::numeric_limits<double>::quiet_NaN();
  /// Symmetry findings: the transformed input the second answer was taken on.
  std::string transformed;

  /// The group key: kernel, question and kind (docs/reports.md).
  std::string group() const;
};

struct KernelStats {
  long checks = 0;
  long decision_disagreements = 0;
  long construction_violations = 0;
  long invariant_violations = 0;
  long crashes = 0;
  /// Disagreements within the declared allowance (decisions by margin,
  /// constructions by tolerance): counted, not faults.
  long rounding_level = 0;
  /// Wrong decisions within the declared absolute decision tolerance
  /// (MemberContract::decision_absolute): the library's own epsilon, counted
  /// apart from rounding.
  long tolerated = 0;
  double worst_error = 0.0;     // in the contract's own unit (ULPs, or u * scale)
  double worst_fraction = 0.0;  // worst_error / contract (or / the declared allowance)
  std::string worst_quantity;   // e.g. "t (ULPs)"
  long violations() const {
    return decision_disagreements + construction_violations + invariant_violations + crashes;
  }
};

/// A decision's margin, computed only when the answers disagree: a
/// dimensionless relative distance to the nearest input with the other answer
/// (0 on exactly degenerate input). Empty: unknown, treated as 0 for a subject
/// with an allowance (the disagreement is given the benefit of the doubt only
/// when the check cannot say) -- no check in Plumb leaves it empty.
using MarginFn = std::function<double()>;

/// What a declared tolerance needs of a construction, computed only when the
/// strict contract fails.
struct Deviation {
  double error = 0.0;      // |fast - exact| in the quantity's unit (+inf for NaN/inf)
  double magnitude = 0.0;  // |exact|
  double condition = 0.0;  // the condition scale C (docs/margins.md)
};
using DeviationFn = std::function<Deviation()>;

/// An answer's full text, printed with a finding: a string the caller holds
/// (or a temporary, for the call), or a function that makes it, called only
/// when a finding prints it -- most checks pass, and formatting exact answers
/// (rounding rationals) for each was a good part of a passing check's cost.
/// Implicit from strings and string literals, as the parameters were.
class Text {
 public:
  Text() = default;
  Text(const std::string& s) : held_(&s) {}  // NOLINT(google-explicit-constructor)
  Text(const char* s) : literal_(s) {}       // NOLINT(google-explicit-constructor)
  template <class F, class = std::enable_if_t<std::is_invocable_r_v<std::string, F&>>>
  Text(F&& make) : make_(std::forward<F>(make)) {}  // NOLINT(google-explicit-constructor)

  /// The text (empty for a default Text).
  std::string str() const {
    if (held_) return *held_;
    if (literal_) return literal_;
    return make_ ? make_() : std::string();
  }

 private:
  const std::string* held_ = nullptr;
  const char* literal_ = nullptr;
  std::function<std::string()> make_;
};

class Judge {
 public:
  /// A judge with Plumb's strict declarations.
  Judge() = default;
  explicit Judge(const Declarations& d) : declared_(d) {}

  /// Starts a case: later findings carry this property, label and input.
  /// `describe` is called only if something is found.
  void begin_case(std::string property, std::string label, std::function<std::string()> describe,
                  long index, int property_order = 0);

  /// The current case's coordinates (after begin_case): on an exact grid
  /// (judge/exact_grid.h) a wrong decision on exactly degenerate input is a
  /// fault whatever the declared allowance -- rounding cannot explain it.
  /// Their largest finite |value| is the case's scale, which turns a margin
  /// into a distance for a declared absolute decision tolerance.
  void set_case_numbers(std::span<const double> numbers);

  /// A yes/no or case decision compared with the oracle. `fast_answer` and
  /// `exact_answer` are short words ("true", "hit", "none"); the texts are the
  /// full answers printed with a finding.
  void decision(std::string_view kernel, std::string_view question, std::string_view fast_answer,
                std::string_view exact_answer, const Text& fast, const Text& exact,
                const MarginFn& margin);

  /// The same for a yes/no answer.
  void decision_bool(std::string_view kernel, std::string_view question, bool fast, bool exact,
                     const MarginFn& margin) {
    decision(kernel, question, fast ? "true" : "false", exact ? "true" : "false", fast ? "true" : "false",
             exact ? "true" : "false", margin);
  }

  /// A construction's error, in the strict contract's unit, against that
  /// contract (kernels/contracts.h); error may be +inf (a NaN or infinity
  /// where a finite value was due). `deviation` serves declared tolerances.
  /// `quantity` starts with the quantity's name ("t (ULPs)", "point (u x
  /// scale)"): a member declared point-only skips t, u and s; one declared
  /// without points skips points.
  void construction(std::string_view kernel, std::string_view quantity, double error, double contract,
                    const Text& fast, const Text& exact, const DeviationFn& deviation = {});

  /// An invariant that needs no oracle (or checks the oracle itself); the
  /// texts are made only when it is broken.
  void invariant(std::string_view kernel, std::string_view statement, bool holds, const Text& fast,
                 const Text& expected);

  /// A member answered input outside its contract: nothing to judge but that
  /// it returned (counted as a check of the property).
  void returned() { ++checks_; }

  /// The subject crashed, threw or hung in `kernel` on the current case.
  void crash(std::string_view kernel, std::string_view kind, const std::string& message);

  /// The absolute error a declared tolerance allows a construction of this
  /// magnitude and condition scale (0 when the member is strict).
  double allowance(std::string_view kernel, double magnitude, double condition) const;
  /// Whether rounding can explain a wrong decision of the member at this
  /// margin (relative, as margin.h's), for a deciding quantity of `degree`
  /// (judge/exact_grid.h): the member declares a rounding allowance, the
  /// margin is within it, and the case is not exact input (margin 0 on a grid
  /// where the quantity's textbook evaluation is exact). The rule `decision`
  /// applies (which also refuses NaN and infinite answers); for a check that
  /// must choose what to judge an answer against before asking (a ray's
  /// inside/outside switch, properties/side_switch.h). `numbers`, when
  /// given, are the coordinates the deciding quantity is made of (the
  /// origin and the shape for a ray's side, not its direction): their grid,
  /// not the whole case's, says whether the input is exact.
  bool rounding_explains(std::string_view kernel, double margin, int degree,
                         std::optional<std::span<const double>> numbers = std::nullopt) const;
  /// Whether the member's declared absolute decision tolerance covers a wrong
  /// decision at this margin: margin times the case's scale (the largest
  /// |coordinate| of `numbers`, or of the case) is at most
  /// MemberContract::decision_absolute. False when none is declared or the
  /// case's numbers are not known.
  bool tolerance_explains(std::string_view kernel, double margin,
                          std::optional<std::span<const double>> numbers = std::nullopt) const;
  /// Whether the member (or, with no name, every member) keeps Plumb's strict judgement.
  bool strict(std::string_view kernel) const;

  /// Whether the member's constructions are judged at all.
  bool judges_constructions(std::string_view kernel) const { return declared_.contract(kernel).constructions; }
  const Declarations& declared() const { return declared_; }
  /// The conventions the member is judged under (its own over the subject's).
  Conventions conventions(std::string_view kernel) const { return declared_.conventions_for(kernel); }
  /// The inputs the member requires (its own preconditions over the subject's):
  /// a case outside them is only checked to return.
  Preconditions preconditions(std::string_view kernel) const { return declared_.preconditions_for(kernel); }

  /// The generator class of the current case.
  const std::string& current_label() const { return label_; }
  /// Findings in the current case so far.
  bool case_failed() const { return case_findings_ > 0; }
  /// All findings of the current case as one message.
  std::string case_message() const;
  /// Checks made so far (every kernel): a property that adds none took no part.
  long checks_made() const { return checks_; }
  /// The findings of the current case (for folding symmetry findings).
  std::vector<Finding> case_findings() const;

  /// Adds another judge's check counts (a scratch judge whose findings were
  /// folded elsewhere), so the property still shows it took part.
  void count_checks(const Judge& other);

  /// Attaches the transformed input to later findings of this case.
  void set_transformed(std::string text) { transformed_ = std::move(text); }

  const std::vector<Finding>& findings() const { return findings_; }
  /// Per member (ordered by name; compared with string_view keys, so that a
  /// check's bookkeeping allocates nothing once a member is known).
  using StatsMap = std::map<std::string, KernelStats, std::less<>>;
  const StatsMap& stats() const { return stats_; }
  /// Keep at most this many findings per property in memory (the counts are
  /// still exact; every group keeps its first finding regardless).
  void set_finding_limit(std::size_t n) { limit_ = n; }
  /// Per group key: the number of findings and the first one.
  struct GroupSeen {
    long count = 0;
    Finding first;
    std::map<std::string, long> classes;  // case classes (labels without their binade)
    std::map<std::string, long> abouts;   // the questions or quantities involved
    double worst_beyond = 0.0;
    /// Which cases failed this way ("property#case"), among the sampled
    /// cases (sampled_case): groups failing on the same cases share a cause
    /// (harness/runner.h, merge_causes).
    std::set<std::string> cases;
  };
  /// Whether a case is in the sample groups record: one in sixteen, by a
  /// hash of its name, so every group samples the same cases.
  static bool sampled_case(const std::string& id);
  const std::map<std::string, GroupSeen>& groups() const { return groups_; }

 private:
  void add(Finding f);
  /// Margin 0 on a case whose grid (of width `width`) makes a deciding
  /// quantity of `degree` exact.
  bool exact_input_at(double margin, int degree, int width) const;
  Finding base(std::string_view kernel, Question q) const;

  Declarations declared_;
  std::string property_, label_, transformed_;
  std::function<std::string()> describe_;
  long index_ = 0;
  int order_ = 0;
  int case_findings_ = 0;
  long checks_ = 0;
  std::size_t case_first_ = 0;
  std::size_t limit_ = 1000;
  std::map<std::string, std::size_t> kept_;  // findings kept, per property
  std::vector<Finding> findings_;
  std::vector<Finding> case_all_;  // every finding of the current case (not limited)
  int grid_width_ = -1;            // the current case's grid width (-1: unknown or off every grid)
  double case_scale_ = -1.0;       // the current case's largest finite |number| (-1: unknown)
  KernelStats& stats_for(std::string_view kernel);

  StatsMap stats_;
  RecentStats<KernelStats> recent_;  // stats_for's lookups by the callers' name addresses
  std::map<std::string, GroupSeen> groups_;
};

/// A label without its binade suffix: "collinear touching (huge)" -> "collinear touching".
std::string case_class(const std::string& label);

}  // namespace plumb
