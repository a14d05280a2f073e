#include "ui/views/run_panel.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>
#include <climits>

#include "ui/models/run_settings.h"
#include "ui/models/scenario_texts.h"
#include "ui/views/wrap_layout.h"

namespace asynclab {

namespace {

constexpr char kParamProperty[] = "paramName";

void setTips(QWidget* widget, const QString& tip) {
    widget->setToolTip(tip);
    widget->setStatusTip(tip);
}

QWidget* makeParamEditor(const scenarios::ParamInfo& p) {
    QWidget* editor = nullptr;
    if (p.text) {
        editor = new QLineEdit(QString::fromStdString(p.default_value));
    } else if (!p.allowed.empty()) {
        auto* combo = new QComboBox;
        for (const std::string& value : p.allowed) combo->addItem(QString::fromStdString(value));
        combo->setEditable(!p.prefix_value.empty());
        combo->setCurrentText(QString::fromStdString(p.default_value));
        editor = combo;
    } else if (p.integer && p.min >= INT_MIN && p.max <= INT_MAX) {
        auto* spin = new QSpinBox;
        spin->setRange(static_cast<int>(p.min), static_cast<int>(p.max));
        spin->setValue(QString::fromStdString(p.default_value).toInt());
        spin->setGroupSeparatorShown(true);
        editor = spin;
    } else {
        auto* spin = new QDoubleSpinBox;
        spin->setDecimals(p.integer ? 0 : 4);
        spin->setRange(p.min, p.max);
        spin->setValue(QString::fromStdString(p.default_value).toDouble());
        editor = spin;
    }
    editor->setObjectName(QStringLiteral("param_") + QString::fromStdString(p.name));
    editor->setProperty(kParamProperty, QString::fromStdString(p.name));
    setTips(editor, RunPanel::tr("%1 (%2).").arg(scenarioText(p.description), acceptedText(p)));
    return editor;
}

/// What an editor shows, as the parameter's text.
QString editorText(const QWidget* editor) {
    if (auto* combo = qobject_cast<const QComboBox*>(editor)) return combo->currentText().trimmed();
    if (auto* line = qobject_cast<const QLineEdit*>(editor)) return line->text().trimmed();
    if (auto* spin = qobject_cast<const QSpinBox*>(editor)) return QString::number(spin->value());
    if (auto* spin = qobject_cast<const QDoubleSpinBox*>(editor)) {
        if (spin->decimals() == 0) return QString::number(static_cast<long long>(spin->value()));
        return QString::number(spin->value(), 'g', 12);
    }
    return {};
}

/// Shows `value` in `editor` without it reporting an edit.
void showText(QWidget* editor, const QString& value) {
    const QSignalBlocker blocker(editor);
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int index = combo->findText(value);
        if (index >= 0)
            combo->setCurrentIndex(index);
        else if (combo->isEditable())
            combo->setCurrentText(value);
    } else if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(value.toInt());
    } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor)) {
        dspin->setValue(value.toDouble());
    } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(value);
    }
}

}  // namespace

RunPanel::RunPanel(RunSettingsModel* model, Actions actions, QWidget* parent)
    : QWidget(parent), model_(model) {
    setObjectName(QStringLiteral("runPanel"));

    scenarioCombo_ = new QComboBox;
    scenarioCombo_->setObjectName(QStringLiteral("scenarioCombo"));
    auto* items = new QStandardItemModel(scenarioCombo_);
    for (const scenarios::Scenario* s : scenarios::all_scenarios()) {
        const scenarios::ScenarioInfo& info = s->info();
        auto* item = new QStandardItem(QStringLiteral("%1  %2").arg(
            QString::fromStdString(info.section), QString::fromStdString(info.name)));
        item->setData(QString::fromStdString(info.name), Qt::UserRole);
        item->setToolTip(scenarioText(info.available ? info.summary : info.unavailable_reason));
        item->setEnabled(info.available);
        items->appendRow(item);
    }
    scenarioCombo_->setModel(items);
    // The longest entry would set the dock's least width, and the window's (teacher mode's
    // font, a longer language): the box shows what fits, its list shows all.
    scenarioCombo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    scenarioCombo_->setMinimumContentsLength(12);
    setTips(scenarioCombo_, tr("The experiment to run, with its section of the chapter."));

    modeCombo_ = new QComboBox;
    modeCombo_->setObjectName(QStringLiteral("modeCombo"));
    modeCombo_->addItem(tr("Simulated machine"), QStringLiteral("sim"));
    modeCombo_->addItem(tr("This machine"), QStringLiteral("real"));
    modeCombo_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    modeCombo_->setMinimumContentsLength(8);
    setTips(modeCombo_, tr("Sim runs on a modelled CPU and GPU with a deterministic clock; real "
                           "runs on this computer."));

    paramBox_ = new QWidget;
    paramForm_ = new QFormLayout(paramBox_);
    paramForm_->setContentsMargins(0, 0, 0, 0);
    paramForm_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* paramScroll = new QScrollArea;
    paramScroll->setWidgetResizable(true);
    paramScroll->setFrameShape(QFrame::NoFrame);
    paramScroll->setWidget(paramBox_);

    // One row where it fits, two where it does not (a narrow dock, teacher mode's font).
    auto* buttons = new WrapLayout;
    const auto button = [buttons](QAction* action, const char* name, bool wide) {
        if (!action) return;
        auto* b = new QToolButton;
        b->setObjectName(QLatin1String(name));
        b->setDefaultAction(action);
        b->setToolButtonStyle(wide ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
        if (wide) b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        buttons->addWidget(b);
    };
    button(actions.run, "runButton", true);
    button(actions.pause, "pauseButton", false);
    button(actions.step, "stepButton", false);
    button(actions.stop, "stopButton", true);

    auto* top = new QFormLayout;
    top->addRow(tr("Scenario"), scenarioCombo_);
    top->addRow(tr("Mode"), modeCombo_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(new QLabel(tr("<b>Parameters</b>")));
    layout->addWidget(paramScroll, 1);
    layout->addLayout(buttons);

    // Edits go to the model; the model's changes come back to the editors.
    connect(scenarioCombo_, &QComboBox::currentIndexChanged, this, [this] {
        if (!model_->setScenario(scenarioCombo_->currentData(Qt::UserRole).toString()))
            rebuildForm();  // an unavailable entry: show the model's scenario again
    });
    connect(modeCombo_, &QComboBox::currentIndexChanged, this, [this] {
        model_->setMode(modeCombo_->currentData().toString() == QLatin1String("real")
                            ? scenarios::RunMode::Real
                            : scenarios::RunMode::Sim);
    });
    connect(model_, &RunSettingsModel::scenarioChanged, this, &RunPanel::rebuildForm);
    connect(model_, &RunSettingsModel::paramChanged, this, &RunPanel::showParam);
    connect(model_, &RunSettingsModel::modeChanged, this, &RunPanel::showMode);
    rebuildForm();
    showMode();
}

QWidget* RunPanel::paramEditor(const QString& name) const {
    return paramBox_->findChild<QWidget*>(QStringLiteral("param_") + name);
}

void RunPanel::rebuildForm() {
    {
        const QSignalBlocker blocker(scenarioCombo_);
        scenarioCombo_->setCurrentIndex(scenarioCombo_->findData(model_->scenario(), Qt::UserRole));
    }
    while (paramForm_->rowCount() > 0) paramForm_->removeRow(0);
    const scenarios::ScenarioInfo* info = scenarioInfo(model_->settings().scenario);
    if (!info) return;
    for (const scenarios::ParamInfo& p : info->params) {
        if (!isPanelParam(*info, p)) {
            if (p.name != "network") continue;  // the batch size: the Network dock's
            // The network comes from the Network dock, as it is when Run is pressed.
            auto* link = new QToolButton;
            link->setObjectName(QStringLiteral("param_network"));
            link->setText(tr("From the Network dock..."));
            link->setToolButtonStyle(Qt::ToolButtonTextOnly);
            link->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            setTips(link, tr("The network built in the Network dock (presets, layers, units); "
                             "click to show it."));
            connect(link, &QToolButton::clicked, this, &RunPanel::networkDockRequested);
            paramForm_->addRow(new QLabel(QStringLiteral("network")), link);
            continue;
        }
        QWidget* editor = makeParamEditor(p);
        const QString name = QString::fromStdString(p.name);
        showText(editor, model_->param(name));
        const auto edited = [this, name, editor] {
            model_->setParam(name, editorText(editor));  // refused values wait for Run
        };
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            connect(combo, &QComboBox::currentTextChanged, this, edited);
        else if (auto* spin = qobject_cast<QSpinBox*>(editor))
            connect(spin, &QSpinBox::valueChanged, this, edited);
        else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor))
            connect(dspin, &QDoubleSpinBox::valueChanged, this, edited);
        else if (auto* line = qobject_cast<QLineEdit*>(editor))
            connect(line, &QLineEdit::textChanged, this, edited);
        auto* label = new QLabel(name);
        label->setToolTip(editor->toolTip());
        paramForm_->addRow(label, editor);
    }
    if (info->params.empty()) paramForm_->addRow(new QLabel(tr("(none)")));
}

void RunPanel::showParam(const QString& name, const QString& value) {
    QWidget* editor = paramEditor(name);
    if (editor && editorText(editor) != value) showText(editor, value);
}

void RunPanel::showMode() {
    const QSignalBlocker blocker(modeCombo_);
    modeCombo_->setCurrentIndex(
        modeCombo_->findData(QString::fromLatin1(scenarios::run_mode_name(model_->mode()))));
}

bool RunPanel::commitEdits(QString* error) {
    for (int row = 0; row < paramForm_->rowCount(); ++row) {
        QLayoutItem* item = paramForm_->itemAt(row, QFormLayout::FieldRole);
        QWidget* editor = item ? item->widget() : nullptr;
        if (!editor || !editor->property(kParamProperty).isValid()) continue;
        const QString name = editor->property(kParamProperty).toString();
        const QString shown = editorText(editor);
        if (shown != model_->param(name) && !model_->setParam(name, shown, error)) return false;
    }
    return true;
}

void RunPanel::setEditable(bool editable) {
    scenarioCombo_->setEnabled(editable);
    modeCombo_->setEnabled(editable);
    paramBox_->setEnabled(editable);
}

}  // namespace asynclab
